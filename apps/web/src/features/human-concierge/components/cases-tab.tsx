import type { CaseView } from '@aurum/shared/human-concierge/human-concierge-contract';
import {
  CASE_STATUS_LABELS,
  HUMAN_CONCIERGE_TEXTS as TEXTS,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import { formatDateTime } from '@aurum/shared/format/dates';
import { useQueryClient } from '@tanstack/react-query';
import { History, MessagesSquare } from 'lucide-react';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useLiveTopic } from '../../../lib/live-topics';
import { humanConciergeKeys } from '../../../lib/query-keys';
import { cn } from '../../../lib/cn';
import { useCases } from '../api/concierge-reads';
import { STATUS_TONES } from '../utils/case-looks';
import { CaseThread } from './case-thread';

/**
 * Active Cases (open ones) or History (completed ones): the list, and the open case's thread
 * beside it, live (the case_thread topic, ADR 046).
 */
export function CasesTab({
  state,
  openCase,
  onOpen,
}: {
  state: 'active' | 'history';
  openCase: string | null;
  onOpen: (id: string) => void;
}) {
  const cases = useCases(state);
  const queryClient = useQueryClient();
  useLiveTopic('case_thread', () => {
    void queryClient.invalidateQueries({ queryKey: humanConciergeKeys.all });
  });

  if (cases.isPending) return <TabSkeleton />;
  if (cases.isError) {
    return (
      <TabLoadError
        message="Could not load your cases. Please try again."
        onRetry={() => void cases.refetch()}
      />
    );
  }
  const list = cases.data;
  // A case opened here stays open when it moves on (completed while the member watches: rate it).
  const shownId = openCase ?? list[0]?.id;
  if (!shownId) {
    return state === 'active' ? (
      <TabEmpty icon={<MessagesSquare />} title={TEXTS.noActiveCases} />
    ) : (
      <TabEmpty icon={<History />} title={TEXTS.noHistory} />
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <ul aria-label={state === 'active' ? 'Active cases' : 'Past cases'} className="space-y-2">
        {list.map((item) => (
          <li key={item.id}>
            <CaseRow item={item} current={item.id === shownId} onOpen={() => onOpen(item.id)} />
          </li>
        ))}
      </ul>
      <CaseThread caseId={shownId} />
    </div>
  );
}

function CaseRow({
  item,
  current,
  onOpen,
}: {
  item: CaseView;
  current: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'w-full rounded-xl text-left focus-visible:outline-2 focus-visible:outline-gold-400',
      )}
    >
      <Card className={cn('space-y-2 p-4', current && 'border-gold-500/60')}>
        <div className="flex items-center justify-between gap-2">
          <Badge tone={STATUS_TONES[item.status]}>{CASE_STATUS_LABELS[item.status]}</Badge>
          {item.unread_count > 0 && (
            <span
              className="rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold text-ink-950"
              aria-label={`${item.unread_count} unread`}
            >
              {item.unread_count}
            </span>
          )}
        </div>
        <p className="line-clamp-2 text-sm text-zinc-100">{item.request_summary}</p>
        <p className="text-xs text-zinc-400">
          {item.assigned_assistant?.name ?? item.requested_assistant?.name ?? 'Concierge team'} ·{' '}
          {formatDateTime(item.created_at)}
        </p>
      </Card>
    </button>
  );
}
