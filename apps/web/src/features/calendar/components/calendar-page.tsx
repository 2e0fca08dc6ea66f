import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { ArrowLeft, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BOTTOM_NAV_CLEARANCE, BottomNav } from '../../../components/bottom-nav';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCalendarEvents } from '../api/get-calendar-events';
import { entriesByDate } from '../utils/calendar-entries';
import {
  firstOfMonth,
  gridRange,
  monthOf,
  shiftMonth,
  todayIso,
  type IsoDate,
} from '../utils/calendar-dates';
import { CALENDAR_NAV_ITEMS } from '../utils/calendar-nav-items';
import { DayEvents } from './day-events';
import { DeleteEventDialog } from './delete-event-dialog';
import { EventFormDialog } from './event-form-dialog';
import { MonthCalendar } from './month-calendar';
import { NotificationBell } from '../../notifications/components/notification-bell';

const NO_ENTRIES: CalendarEntry[] = [];

/** /calendar: the member's real events by month, with personal events they add and manage. */
export function CalendarPage() {
  const [today] = useState(() => todayIso());
  const [selected, setSelected] = useState<IsoDate>(today);
  const [month, setMonth] = useState(() => monthOf(today));
  const [form, setForm] = useState<{ open: boolean; entry: CalendarEntry | null }>({
    open: false,
    entry: null,
  });
  const [deleting, setDeleting] = useState<CalendarEntry | null>(null);

  const range = useMemo(() => gridRange(month), [month]);
  const events = useCalendarEvents(range);
  const byDate = useMemo(() => entriesByDate(events.data ?? NO_ENTRIES), [events.data]);
  const busyDates = useMemo(() => new Set(byDate.keys()), [byDate]);
  const loading = events.isPending || events.isPlaceholderData;

  const select = (date: IsoDate) => {
    setSelected(date);
    setMonth(monthOf(date));
  };
  const changeMonth = (delta: number) => {
    const next = shiftMonth(month, delta);
    setMonth(next);
    setSelected(monthOf(today) === next ? today : firstOfMonth(next));
  };
  const openForm = (entry: CalendarEntry | null = null) => setForm({ open: true, entry });

  return (
    <>
      <div
        className={cn(
          'mx-auto min-h-dvh max-w-5xl px-5 pt-5 sm:px-8 sm:pt-6',
          BOTTOM_NAV_CLEARANCE,
        )}
      >
        <header className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Link
              to="/dashboard"
              className="flex size-10 items-center justify-center rounded-full border border-gold-500/30 text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">Back to Dashboard</span>
            </Link>
            <h1 className="font-display text-2xl font-semibold text-zinc-50 sm:text-3xl">
              Calendar
            </h1>
          </div>
          <div className="flex items-center gap-2">
            {/* On a phone the bell sits beside it: its name is read out, the plus shown. */}
            <Button onClick={() => openForm()} className="h-10 px-3 sm:h-11 sm:px-5">
              <Plus aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Add Event</span>
            </Button>
            <NotificationBell />
          </div>
        </header>
        <main className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
          <MonthCalendar
            month={month}
            selected={selected}
            today={today}
            busyDates={busyDates}
            onSelect={select}
            onMonthChange={changeMonth}
          />
          <DayEvents
            date={selected}
            today={today}
            entries={byDate.get(selected) ?? NO_ENTRIES}
            loading={loading && !events.isError}
            failed={events.isError}
            onRetry={() => void events.refetch()}
            onAdd={() => openForm()}
            onEdit={openForm}
            onDelete={setDeleting}
          />
        </main>
      </div>
      <EventFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        entry={form.entry}
        defaultDate={selected}
        onSaved={(entry) => select(entry.date)}
      />
      <DeleteEventDialog entry={deleting} onClose={() => setDeleting(null)} />
      <BottomNav items={CALENDAR_NAV_ITEMS} />
    </>
  );
}
