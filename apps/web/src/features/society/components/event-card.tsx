import { formatWeekdayDateTime } from '@aurum/shared/format/dates';
import {
  eventIsFull,
  SOCIETY_LABELS,
  SOCIETY_TEXTS,
  type SocietyEvent,
} from '@aurum/shared/society/society-rules';
import { CalendarDays, CheckCircle2, MapPin, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

export type EventAction = 'rsvp' | 'cancel' | 'join' | 'leave';

/** Who is coming, in words: never a bare 0. */
function seatsText(event: SocietyEvent) {
  const left = event.capacity - event.attendees;
  if (event.attendees === 0) return `Be the first to RSVP · ${event.capacity} seats`;
  if (left <= 0) return `All ${event.capacity} seats taken`;
  return `${event.attendees} of ${event.capacity} attending · ${left} ${left === 1 ? 'seat' : 'seats'} left`;
}

/**
 * One Society event (spec 02 section 3): title, description, date, location, seats, tier and
 * category. RSVP while seats are left; 'Event Full' (disabled) once the last is gone, with the
 * waitlist beside it; a registered member can cancel, a waiting one sees their place and can leave.
 */
export function EventCard({
  event,
  busy,
  onAction,
}: {
  event: SocietyEvent;
  busy: boolean;
  onAction: (action: EventAction) => void;
}) {
  const headingId = `event-${event.id}`;
  const full = eventIsFull(event);
  return (
    <Card role="article" aria-labelledby={headingId} className="flex w-full flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="gold">{SOCIETY_LABELS.eventCategory[event.category]}</Badge>
        <Badge tone="grey">{SOCIETY_LABELS.tier[event.tier_requirement]}</Badge>
        {event.rsvp_status === 'registered' && (
          <Badge tone="green">
            <CheckCircle2 aria-hidden="true" />
            {SOCIETY_TEXTS.registered}
          </Badge>
        )}
      </div>
      <h3 id={headingId} className="font-display text-xl font-semibold text-zinc-50">
        {event.title}
      </h3>
      <p className="text-sm text-zinc-300">{event.description}</p>
      <ul className="space-y-1.5 text-sm text-zinc-300">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-gold-400" />
          <time dateTime={event.date}>{formatWeekdayDateTime(event.date)}</time>
        </li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-gold-400" />
          {event.location}
        </li>
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 text-gold-400" />
          <span data-testid="seats">{seatsText(event)}</span>
        </li>
      </ul>
      {event.rsvp_status === 'waitlisted' && (
        <p
          role="status"
          className="rounded-lg border border-amber-300/30 bg-amber-300/5 p-3 text-sm text-amber-100"
        >
          You are number {event.waitlist_position} of {event.waitlist_length} on the waitlist. The
          first seat that frees is yours, and we e-mail you at once.
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {event.rsvp_status === 'registered' && (
          <Button
            variant="outline"
            className="flex-1"
            disabled={busy}
            onClick={() => onAction('cancel')}
          >
            {SOCIETY_TEXTS.cancelRsvp}
          </Button>
        )}
        {event.rsvp_status === 'waitlisted' && (
          <Button
            variant="outline"
            className="flex-1"
            disabled={busy}
            onClick={() => onAction('leave')}
          >
            {SOCIETY_TEXTS.leaveWaitlist}
          </Button>
        )}
        {event.rsvp_status === 'not_registered' && (
          <>
            <Button
              className="flex-1"
              variant={full ? 'outline' : 'primary'}
              disabled={full || busy}
              aria-label={
                full
                  ? `${SOCIETY_TEXTS.eventFull}: ${event.title}`
                  : `${SOCIETY_TEXTS.rsvp}: ${event.title}`
              }
              onClick={() => onAction('rsvp')}
            >
              {full ? SOCIETY_TEXTS.eventFull : SOCIETY_TEXTS.rsvp}
            </Button>
            {full && (
              <Button className="flex-1" disabled={busy} onClick={() => onAction('join')}>
                {SOCIETY_TEXTS.joinWaitlist}
              </Button>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
