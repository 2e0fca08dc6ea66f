import type { CaseDetail } from '@aurum/shared/human-concierge/human-concierge-contract';
import { CASE_MESSAGE_MAX_LENGTH } from '@aurum/shared/human-concierge/human-concierge-contract';
import {
  CASE_STATUS_LABELS,
  ESCALATION_REASON_LABELS,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import { formatTime } from '@aurum/shared/format/dates';
import { Send, Timer } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useMarkCaseRead, useSendCaseMessage } from '../api/concierge-changes';
import { useCase } from '../api/concierge-reads';
import { describeCasePromise, PRIORITY_TONES, STATUS_TONES } from '../utils/case-looks';
import { CaseRating } from './case-rating';

/** The countdown's "now", ticking every 30 seconds. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** One case: its facts and promise, the thread both ways, the composer, and the rating. */
export function CaseThread({ caseId }: { caseId: string }) {
  const detail = useCase(caseId);
  const markRead = useMarkCaseRead();
  const unread = detail.data?.unread_count ?? 0;
  useEffect(() => {
    if (unread > 0) markRead.mutate(caseId);
    // Once per arrival of unread messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [caseId, unread]);

  if (detail.isPending) return <TabSkeleton />;
  if (detail.isError) {
    return (
      <TabLoadError
        message="Could not load this case. Please try again."
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return <ThreadView item={detail.data} />;
}

function ThreadView({ item }: { item: CaseDetail }) {
  const now = useNow();
  const person = item.assigned_assistant?.name ?? item.requested_assistant?.name;
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5" aria-label="Case thread" role="region">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[item.status]} data-testid="case-status">
            {CASE_STATUS_LABELS[item.status]}
          </Badge>
          <Badge tone={PRIORITY_TONES[item.priority_level]} className="capitalize">
            {item.priority_level}
          </Badge>
          {person && <span className="text-sm text-zinc-300">with {person}</span>}
        </div>
        <p className="text-zinc-100">{item.request_summary}</p>
        <p className="text-xs text-zinc-400">{ESCALATION_REASON_LABELS[item.escalation_reason]}</p>
        {item.status !== 'completed' && (
          <p
            className={cn(
              'flex items-center gap-1.5 text-sm',
              item.promise.overdue ? 'text-red-300' : 'text-gold-300',
            )}
          >
            <Timer aria-hidden="true" className="size-4" />
            {describeCasePromise(item.promise, now)}
          </p>
        )}
      </header>
      {item.ai_context.messages.length > 0 && (
        <details className="rounded-lg border border-white/10 bg-white/[0.03] p-3 text-sm">
          <summary className="cursor-pointer text-zinc-300">What your assistant shared</summary>
          <ul className="mt-2 space-y-1.5">
            {item.ai_context.messages.map((m, index) => (
              <li key={index} className="text-zinc-400">
                <span className="text-zinc-300">{m.from === 'member' ? 'You' : 'Assistant'}:</span>{' '}
                {m.text}
              </li>
            ))}
          </ul>
        </details>
      )}
      <ol aria-label="Messages" aria-live="polite" className="space-y-3">
        {item.messages.length === 0 && (
          <li className="text-sm text-zinc-400">
            Your concierge will answer here. New messages appear as they arrive.
          </li>
        )}
        {item.messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'max-w-[88%] rounded-2xl px-3.5 py-2.5 text-sm sm:max-w-[75%]',
              message.author === 'member' && 'ml-auto bg-gold-500/15 text-zinc-50',
              message.author === 'staff' && 'bg-white/[0.06] text-zinc-100',
              message.author === 'system' &&
                'mx-auto bg-transparent text-center text-xs text-zinc-400',
            )}
          >
            {message.author === 'staff' && (
              <p className="mb-0.5 text-xs font-medium text-gold-300">{message.author_name}</p>
            )}
            <p className="whitespace-pre-wrap">{message.text}</p>
            {message.author !== 'system' && (
              <p className="mt-1 text-[11px] text-zinc-500">{formatTime(message.created_at)}</p>
            )}
          </li>
        ))}
      </ol>
      {item.status === 'completed' ? <CaseRating item={item} /> : <Composer caseId={item.id} />}
    </Card>
  );
}

function Composer({ caseId }: { caseId: string }) {
  const send = useSendCaseMessage();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) return;
    send.mutate(
      { id: caseId, text: words },
      {
        onSuccess: () => setText(''),
        onError: (error) => toast.error('Message Failed', { description: error.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <Textarea
        aria-label="Message your concierge"
        rows={2}
        className="min-h-14"
        value={text}
        maxLength={CASE_MESSAGE_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
      />
      <Button type="submit" disabled={send.isPending || !text.trim()} aria-label="Send">
        <Send aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
