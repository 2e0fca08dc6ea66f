import { SOCIETY_TEXTS } from '@aurum/shared/society/society-rules';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { useSocietyEvents } from '../api/get-society';
import { useCancelRsvp, useJoinWaitlist, useLeaveWaitlist, useRsvp } from '../api/society-changes';
import { EventCard, type EventAction } from './event-card';

/**
 * Events: those the member's tier sees (spec 02 section 6), soonest first, each with RSVP, Event
 * Full and the waitlist; trial members see 'No events available for your membership tier'.
 */
export function EventsTab() {
  const events = useSocietyEvents();
  const changes: Record<EventAction, ReturnType<typeof useRsvp>> = {
    rsvp: useRsvp(),
    cancel: useCancelRsvp(),
    join: useJoinWaitlist(),
    leave: useLeaveWaitlist(),
  };
  const pending = Object.values(changes).find((change) => change.isPending);

  if (events.isError) {
    return (
      <TabLoadError
        message="Society events could not be loaded. Check your connection."
        onRetry={() => void events.refetch()}
      />
    );
  }
  if (!events.data) return <TabSkeleton />;
  if (events.data.length === 0) {
    return (
      <TabEmpty
        icon={<CalendarDays aria-hidden="true" />}
        title={SOCIETY_TEXTS.noEvents}
        action={
          <Button asChild variant="outline">
            <Link to="/membership">View membership plans</Link>
          </Button>
        }
      >
        Society evenings open with a Gold, Platinum or Black membership.
      </TabEmpty>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {events.data.map((event) => (
        <li key={event.id} className="flex">
          <EventCard
            event={event}
            busy={pending?.variables === event.id}
            onAction={(action) => changes[action].mutate(event.id)}
          />
        </li>
      ))}
    </ul>
  );
}
