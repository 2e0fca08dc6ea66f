import type { RelationshipOverview } from '@aurum/shared/relationship/relationship-contract';
import { SHARED_EVENT_CATEGORY_LABELS } from '@aurum/shared/relationship/relationship-rules';
import { formatCalendarDate } from '@aurum/shared/format/dates';
import { plural } from '@aurum/shared/format/words';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarHeart, Heart, Lightbulb, MessagesSquare } from 'lucide-react';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { johannesburgDate } from '../../../lib/format';
import { useConflicts, useIdeas, useSharedEvents } from '../api/get-space-rows';
import { Panel, panelActionClass } from './panel';
import { QualityTimeButton } from './quality-time-button';

type Open = (tab: string) => void;

function ComingUp({ spaceId, onOpen }: { spaceId: string; onOpen: Open }) {
  const events = useSharedEvents(spaceId);
  const today = johannesburgDate();
  const next = events.data
    ?.filter((event) => event.date >= today && event.status !== 'completed')
    .slice(0, 3);
  return (
    <Panel
      id="coming-up-together"
      title="Coming up together"
      icon={<CalendarHeart aria-hidden="true" />}
      action={
        <button type="button" className={panelActionClass} onClick={() => onOpen('calendar')}>
          Calendar
        </button>
      }
    >
      {!next ? (
        <Skeleton className="h-20" />
      ) : next.length === 0 ? (
        <p className="text-sm text-zinc-300">
          Nothing planned yet. An evening together is one click away.
        </p>
      ) : (
        <ul className="space-y-3">
          {next.map((event) => (
            <li key={event.id} className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-zinc-100">{event.title}</span>
              <span className="text-sm text-gold-200">
                {SHARED_EVENT_CATEGORY_LABELS[event.category]} · {formatCalendarDate(event.date)}
                {event.time ? ` at ${event.time}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <QualityTimeButton spaceId={spaceId} />
      </div>
    </Panel>
  );
}

function Conversations({ spaceId, onOpen }: { spaceId: string; onOpen: Open }) {
  const conflicts = useConflicts(spaceId);
  const open = conflicts.data?.filter((conflict) => conflict.status === 'active').length;
  return (
    <Panel
      id="talk-it-through"
      title="Talk it through"
      icon={<MessagesSquare aria-hidden="true" />}
      action={
        <button type="button" className={panelActionClass} onClick={() => onOpen('guidance')}>
          Guidance
        </button>
      }
    >
      {open === undefined ? (
        <Skeleton className="h-10" />
      ) : (
        <p className="text-sm text-zinc-300">
          {open === 0
            ? 'No open conversations. When something keeps coming up, each of you can write your side privately and get guidance.'
            : `${plural(open, 'open conversation')}: write your side, and guidance follows once you both have.`}
        </p>
      )}
    </Panel>
  );
}

function LatestIdeas({ spaceId, onOpen }: { spaceId: string; onOpen: Open }) {
  const ideas = useIdeas(spaceId);
  const latest = ideas.data?.slice(0, 3);
  return (
    <Panel
      id="ideas-to-try"
      title="Ideas to try"
      icon={<Lightbulb aria-hidden="true" />}
      action={
        <button type="button" className={panelActionClass} onClick={() => onOpen('ideas')}>
          Ideas
        </button>
      }
    >
      {!latest ? (
        <Skeleton className="h-10" />
      ) : latest.length === 0 ? (
        <p className="text-sm text-zinc-300">No ideas saved yet: a date, a gift or a gesture.</p>
      ) : (
        <ul className="space-y-2 text-zinc-100">
          {latest.map((idea) => (
            <li key={idea.id}>{idea.title}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Overview: who you share the space with, what is coming up, open conversations, ideas. */
export function OverviewTab({
  query,
  onOpen,
}: {
  query: UseQueryResult<RelationshipOverview>;
  onOpen: Open;
}) {
  if (query.isError) {
    return (
      <TabLoadError
        message="Your relationship space could not be loaded. Check your connection."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <TabSkeleton />;
  const { space_id: spaceId, partner, invitations } = query.data;
  if (!spaceId || !partner) {
    return (
      <Panel
        id="start-together"
        title="Start your space together"
        icon={<Heart aria-hidden="true" />}
      >
        <p className="text-sm text-zinc-300">
          {invitations.length > 0
            ? `Your invitation to ${invitations[0]!.email} is waiting for an answer. Once it is accepted, your shared calendar, ideas and guidance appear here.`
            : 'Invite your partner by e-mail. Once they accept, you share a calendar, ideas for dates and gifts, and guidance for the harder conversations.'}
        </p>
        <Button className="mt-4" onClick={() => onOpen('partners')}>
          {invitations.length > 0 ? 'See your invitation' : 'Invite your partner'}
        </Button>
      </Panel>
    );
  }
  return (
    <div className="space-y-4">
      <Panel id="you-two" title={`You and ${partner.name}`} icon={<Heart aria-hidden="true" />}>
        <p className="text-sm text-zinc-300">
          Everything here is shared by the two of you and nobody else. Your perspectives in a
          conversation stay private until you have both written.
        </p>
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <ComingUp spaceId={spaceId} onOpen={onOpen} />
        <div className="space-y-4">
          <Conversations spaceId={spaceId} onOpen={onOpen} />
          <LatestIdeas spaceId={spaceId} onOpen={onOpen} />
        </div>
      </div>
    </div>
  );
}
