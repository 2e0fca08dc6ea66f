import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { johannesburgDate } from '../../../lib/format';
import { useSharedEvents } from '../api/get-space-rows';
import { EventCard } from './event-card';
import { EventFormDialog } from './event-form-dialog';
import { QualityTimeButton } from './quality-time-button';

/** Calendar: the space's shared events, coming up first, then what has passed. */
export function CalendarTab({ spaceId }: { spaceId: string }) {
  const events = useSharedEvents(spaceId);
  const [adding, setAdding] = useState(false);
  const today = johannesburgDate();

  let body;
  if (events.isError) {
    body = (
      <TabLoadError
        message="Your shared events could not be loaded. Check your connection."
        onRetry={() => void events.refetch()}
      />
    );
  } else if (!events.data) {
    body = <TabSkeleton />;
  } else if (events.data.length === 0) {
    body = (
      <TabEmpty icon={<CalendarDays aria-hidden="true" />} title="Nothing planned together yet">
        Add a date or an appointment, or schedule quality time: it appears in both your calendars.
      </TabEmpty>
    );
  } else {
    const upcoming = events.data.filter((event) => event.date >= today);
    const past = events.data.filter((event) => event.date < today).reverse();
    body = (
      <div className="space-y-6">
        {[
          { id: 'coming-up', title: 'Coming up', list: upcoming },
          { id: 'been-and-gone', title: 'Been and gone', list: past },
        ]
          .filter((group) => group.list.length > 0)
          .map((group) => (
            <section key={group.id} aria-labelledby={group.id} className="space-y-3">
              <h2 id={group.id} className="font-display text-lg font-semibold text-gold-300">
                {group.title}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2">
                {group.list.map((event) => (
                  <li key={event.id} className="flex">
                    <EventCard spaceId={spaceId} event={event} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/calendar" className="text-sm font-semibold text-gold-400 hover:text-gold-300">
          Open your full calendar
        </Link>
        <div className="flex flex-wrap gap-3">
          <QualityTimeButton spaceId={spaceId} variant="outline" />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Event
          </Button>
        </div>
      </div>
      {body}
      <EventFormDialog spaceId={spaceId} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
