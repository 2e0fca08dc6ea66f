import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { CalendarPlus, CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { longDate, type IsoDate } from '../utils/calendar-dates';
import { CalendarEventItem } from './calendar-event-item';

export interface DayEventsProps {
  date: IsoDate;
  today: IsoDate;
  entries: readonly CalendarEntry[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (entry: CalendarEntry) => void;
  onDelete: (entry: CalendarEntry) => void;
}

function Message({ children }: { children: ReactNode }) {
  return <div className="flex flex-col items-center gap-2 py-6 text-center">{children}</div>;
}

/** The selected day's entries, "Today's Events" when today is selected. */
export function DayEvents({
  date,
  today,
  entries,
  loading,
  failed,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
}: DayEventsProps) {
  const heading = date === today ? "Today's Events" : `Events on ${longDate(date)}`;
  let body;
  if (failed) {
    body = (
      <Message>
        <p className="font-semibold text-zinc-100">Your calendar could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={onRetry} className="mt-2">
          Try again
        </Button>
      </Message>
    );
  } else if (loading) {
    body = (
      <p role="status" className="py-6 text-center text-sm text-zinc-400">
        Loading events...
      </p>
    );
  } else if (entries.length === 0) {
    body = (
      <Message>
        <span className="flex size-11 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
          <CalendarX2 aria-hidden="true" className="size-5" />
        </span>
        <p className="font-semibold text-zinc-100">No events on this day</p>
        <p className="max-w-xs text-sm text-zinc-400">
          Your day is free. Use Add Event to plan something, or ask your concierge to arrange it.
        </p>
        <Button variant="outline" size="sm" onClick={onAdd} className="mt-2">
          <CalendarPlus aria-hidden="true" className="size-4" />
          Plan this day
        </Button>
      </Message>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {entries.map((entry) => (
          <CalendarEventItem key={entry.id} entry={entry} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
    );
  }
  return (
    <Card className="p-4 sm:p-6" aria-busy={loading}>
      <h2 className="mb-4 font-display text-xl font-semibold text-gold-300">{heading}</h2>
      {body}
    </Card>
  );
}
