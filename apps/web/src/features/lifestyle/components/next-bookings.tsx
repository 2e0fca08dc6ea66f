import { formatCalendarDate } from '@aurum/shared/format/dates';
import { CalendarCheck, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { DisplayedStatusBadge } from '../../../components/displayed-status-badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { johannesburgDate } from '../../../lib/format';
import { useCalendarEvents } from '../../calendar/api/get-calendar-events';
import { entryTitle, requestStatusOf } from '../../calendar/utils/calendar-entries';
import {
  BOOKINGS_AHEAD_DAYS,
  johannesburgTime,
  laterDate,
  nextBookings,
} from '../utils/next-bookings';

/** The hub's next bookings: the calendar's read (the requests and slots the member booked). */
export function NextBookings() {
  const today = johannesburgDate();
  const events = useCalendarEvents({ from: today, to: laterDate(today, BOOKINGS_AHEAD_DAYS) });
  const next = nextBookings(events.data ?? [], today, johannesburgTime());

  let body;
  if (events.isError) {
    body = <p className="text-sm text-zinc-400">Your bookings could not be loaded just now.</p>;
  } else if (!events.data) {
    body = (
      <div className="space-y-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  } else if (next.length === 0) {
    body = (
      <div className="space-y-2">
        <p className="text-sm text-zinc-300">Nothing booked in the next two months.</p>
        <Link
          to="/service-request"
          className="inline-flex rounded-md text-sm font-semibold text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline"
        >
          Book a service
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-gold-500/10">
        {next.map((entry) => {
          const status = requestStatusOf(entry);
          return (
            <li
              key={entry.id}
              className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-zinc-100">{entryTitle(entry)}</p>
                <p className="text-sm text-zinc-300">
                  {formatCalendarDate(entry.date)}
                  {entry.time && `, ${entry.time}`}
                </p>
                {entry.place && (
                  <p className="flex items-center gap-1 text-xs text-zinc-400">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {entry.place}
                  </p>
                )}
              </div>
              {status && <DisplayedStatusBadge status={status} />}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="next-bookings-heading">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2
            id="next-bookings-heading"
            className="flex items-center gap-2 font-display text-xl font-semibold text-gold-300"
          >
            <CalendarCheck aria-hidden="true" className="size-5" />
            Next bookings
          </h2>
          <Link
            to="/calendar"
            className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-gold-400 hover:text-gold-300"
          >
            Calendar
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div aria-busy={events.isPending}>{body}</div>
      </section>
    </Card>
  );
}
