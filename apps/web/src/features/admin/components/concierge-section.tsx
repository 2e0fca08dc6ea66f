import { tierLabel } from '@aurum/shared/membership/tier-display';
import type {
  ConciergeProfile,
  PromisesKept,
  StaffCaseView,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_STATUSES,
  type AvailabilityStatus,
  CASE_STATUS_LABELS,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import { formatDateTime, formatTime } from '@aurum/shared/format/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useLiveTopic } from '../../../lib/live-topics';
import { humanConciergeKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useSaveConciergeProfile, useStaffQueue } from '../api/manage-concierge';
import { ConciergeCasePanel } from './concierge-case-panel';
import { ConciergeProfileForm } from './concierge-profile-form';

const AVAILABILITY_TONES = { available: 'green', busy: 'yellow', offline: 'red' } as const;
const PRIORITY_TONES = { urgent: 'red', high: 'yellow', medium: 'blue', low: 'grey' } as const;

const keptText = (figure: PromisesKept) =>
  figure.percent === null
    ? 'No promises decided yet'
    : `${figure.percent}% (${figure.kept} of ${figure.decided})`;

/**
 * The human concierge's staff side (issue 31): the case queue by priority and promised time,
 * the promises kept, the caller's own availability, and the open case's thread, live.
 */
export function ConciergeSection() {
  const queue = useStaffQueue();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  useLiveTopic('case_thread', () => {
    void queryClient.invalidateQueries({ queryKey: humanConciergeKeys.all });
  });
  const chosen = params.get('case');
  const open = (id: string) => setParams({ section: 'concierge', case: id }, { replace: true });

  if (queue.isPending) return <p className="text-zinc-400">Loading the case queue…</p>;
  if (queue.isError) {
    return (
      <p role="alert" className="text-red-300">
        Could not load the case queue. {queue.error.message}
      </p>
    );
  }
  const { cases, promises, me } = queue.data;
  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-3">
        <AvailabilityCard me={me} />
        <Card className="p-4">
          <p className="text-xs tracking-wide text-zinc-400 uppercase">Your promises kept</p>
          <p className="mt-1 font-display text-xl text-gold-300" data-testid="promises-mine">
            {keptText(promises.mine)}
          </p>
        </Card>
        <Card className="p-4">
          <p className="text-xs tracking-wide text-zinc-400 uppercase">Team promises kept</p>
          <p className="mt-1 font-display text-xl text-gold-300">{keptText(promises.team)}</p>
        </Card>
      </div>
      <ConciergeProfileForm key={me.id} me={me} />
      <div className="grid gap-4 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <section aria-label="Case queue" className="space-y-2">
          {cases.length === 0 && (
            <Card className="p-5 text-sm text-zinc-400">No open cases. New ones appear here.</Card>
          )}
          {cases.map((item) => (
            <QueueRow
              key={item.id}
              item={item}
              current={item.id === chosen}
              onOpen={() => open(item.id)}
            />
          ))}
        </section>
        {chosen ? (
          <ConciergeCasePanel caseId={chosen} staffId={me.id} />
        ) : (
          <Card className="p-5 text-sm text-zinc-400">Choose a case to open its thread.</Card>
        )}
      </div>
    </div>
  );
}

function AvailabilityCard({ me }: { me: ConciergeProfile }) {
  const save = useSaveConciergeProfile();
  const change = (availability: AvailabilityStatus) => {
    const { id: _id, name: _name, ...profile } = me;
    save.mutate(
      { ...profile, availability_status: availability },
      { onError: (error) => toast.error('Could not save', { description: error.message }) },
    );
  };
  return (
    <Card className="space-y-2 p-4">
      <Label htmlFor="my-availability" className="text-xs tracking-wide text-zinc-400 uppercase">
        My availability
      </Label>
      <div className="flex items-center gap-2">
        <Select
          id="my-availability"
          value={me.availability_status}
          disabled={save.isPending}
          onChange={(event) => change(event.target.value as AvailabilityStatus)}
        >
          {AVAILABILITY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {AVAILABILITY_LABELS[status]}
            </option>
          ))}
        </Select>
        <Badge tone={AVAILABILITY_TONES[me.availability_status]}>
          {AVAILABILITY_LABELS[me.availability_status]}
        </Badge>
      </div>
    </Card>
  );
}

function QueueRow({
  item,
  current,
  onOpen,
}: {
  item: StaffCaseView;
  current: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={current ? 'true' : undefined}
      className="block w-full rounded-xl text-left focus-visible:outline-2 focus-visible:outline-gold-400"
    >
      <Card className={cn('space-y-1.5 p-4', current && 'border-gold-500/60')}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={PRIORITY_TONES[item.priority_level]} className="capitalize">
            {item.priority_level}
          </Badge>
          <Badge tone="grey">{CASE_STATUS_LABELS[item.status]}</Badge>
          {item.promise.overdue && <Badge tone="red">Overdue</Badge>}
          {item.unread_count > 0 && <Badge tone="gold">{item.unread_count} new</Badge>}
        </div>
        <p className="font-medium text-zinc-100">
          {item.member.name}{' '}
          <span className="text-xs text-zinc-400">
            · {tierLabel(item.member.tier, 'elsewhere')}
          </span>
        </p>
        <p className="line-clamp-2 text-sm text-zinc-300">{item.request_summary}</p>
        <p className="text-xs text-zinc-400">
          Opened {formatDateTime(item.created_at)} · answer due {formatTime(item.promise.due_at)}
        </p>
      </Card>
    </button>
  );
}
