import { tierLabel } from '@aurum/shared/membership/tier-display';
import { ESCALATION_REASON_LABELS } from '@aurum/shared/human-concierge/human-concierge-texts';
import { CASE_STATUS_LABELS } from '@aurum/shared/human-concierge/human-concierge-texts';
import { SERVICE_TYPES } from '@aurum/shared/requests/service-types';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { formatTime } from '@aurum/shared/format/dates';
import { type FormEvent, useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import {
  useAcceptCase,
  useCaseStatus,
  useColleagues,
  useFileCaseRequest,
  useHandOver,
  useStaffCase,
  useStaffRead,
  useStaffReply,
} from '../api/manage-concierge';

const failed = (title: string) => (error: Error) =>
  toast.error(title, { description: error.message });

/** One case for staff: its facts and context, accept, statuses, the thread, hand-over, filing. */
export function ConciergeCasePanel({ caseId, staffId }: { caseId: string; staffId: string }) {
  const detail = useStaffCase(caseId);
  const accept = useAcceptCase();
  const status = useCaseStatus();
  const read = useStaffRead();
  const unread = detail.data?.unread_count ?? 0;
  useEffect(() => {
    if (unread > 0) read.mutate(caseId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [caseId, unread]);

  if (detail.isPending) return <Card className="p-5 text-zinc-400">Loading the case…</Card>;
  if (detail.isError) {
    return (
      <Card role="alert" className="p-5 text-red-300">
        Could not load the case. {detail.error.message}
      </Card>
    );
  }
  const item = detail.data;
  const mine = item.assigned_assistant?.id === staffId;
  return (
    <Card className="min-w-0 space-y-4 p-5" role="region" aria-label="Case thread">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="gold" data-testid="staff-case-status">
            {CASE_STATUS_LABELS[item.status]}
          </Badge>
          <span className="text-sm text-zinc-300">
            {item.member.name} ({item.member.email}) · {tierLabel(item.member.tier, 'elsewhere')}
          </span>
        </div>
        <p className="text-zinc-100">{item.request_summary}</p>
        <p className="text-xs text-zinc-400">
          {ESCALATION_REASON_LABELS[item.escalation_reason]} · held by{' '}
          {item.assigned_assistant?.name ?? 'nobody yet'}
        </p>
        <div className="flex flex-wrap gap-2">
          {item.status === 'pending' && (
            <Button
              size="sm"
              disabled={accept.isPending}
              onClick={() => accept.mutate(item.id, { onError: failed('Could not accept') })}
            >
              Accept Case
            </Button>
          )}
          {mine && item.status === 'accepted' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                status.mutate(
                  { id: item.id, status: 'in_progress' },
                  { onError: failed('Not moved') },
                )
              }
            >
              Mark In Progress
            </Button>
          )}
          {mine && item.status === 'in_progress' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                status.mutate(
                  { id: item.id, status: 'completed' },
                  { onError: failed('Not moved') },
                )
              }
            >
              Mark Completed
            </Button>
          )}
        </div>
      </header>
      {item.ai_context.messages.length > 0 && (
        <details className="rounded-lg border border-white/10 p-3 text-sm" open>
          <summary className="cursor-pointer text-zinc-300">The assistant's context</summary>
          <ul className="mt-2 space-y-1">
            {item.ai_context.messages.map((m, index) => (
              <li key={index} className="text-zinc-400">
                <span className="text-zinc-300">
                  {m.from === 'member' ? 'Member' : 'Assistant'}:
                </span>{' '}
                {m.text}
              </li>
            ))}
          </ul>
          {item.ai_context.proposal && (
            <p className="mt-2 text-zinc-300">Proposal: {item.ai_context.proposal.summary}</p>
          )}
        </details>
      )}
      <ol aria-label="Messages" className="space-y-2">
        {item.messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm',
              message.author === 'staff' && 'ml-auto bg-gold-500/15 text-zinc-50',
              message.author === 'member' && 'bg-white/[0.06] text-zinc-100',
              message.author === 'system' && 'mx-auto text-center text-xs text-zinc-400',
            )}
          >
            {message.author !== 'system' && (
              <p className="text-xs text-gold-300">
                {message.author === 'member' ? item.member.name : message.author_name} ·{' '}
                {formatTime(message.created_at)}
              </p>
            )}
            <p className="whitespace-pre-wrap">{message.text}</p>
          </li>
        ))}
      </ol>
      {mine && item.status !== 'completed' && (
        <>
          <StaffComposer caseId={item.id} />
          <div className="grid gap-4 lg:grid-cols-2">
            <HandOver caseId={item.id} staffId={staffId} />
            <FileRequest caseId={item.id} />
          </div>
        </>
      )}
    </Card>
  );
}

function StaffComposer({ caseId }: { caseId: string }) {
  const reply = useStaffReply();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    reply.mutate(
      { id: caseId, text: text.trim() },
      { onSuccess: () => setText(''), onError: failed('Message Failed') },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <Label htmlFor="staff-reply">Reply to the member</Label>
      <Textarea id="staff-reply" value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" size="sm" disabled={reply.isPending || !text.trim()}>
        Send Reply
      </Button>
    </form>
  );
}

function HandOver({ caseId, staffId }: { caseId: string; staffId: string }) {
  const colleagues = useColleagues();
  const handOver = useHandOver();
  const [to, setTo] = useState('');
  const others = (colleagues.data ?? []).filter((c) => c.id !== staffId);
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (to)
          handOver.mutate({ id: caseId, staffId: to }, { onError: failed('Not handed over') });
      }}
    >
      <Label htmlFor="hand-over">Hand to a colleague</Label>
      <Select id="hand-over" value={to} onChange={(event) => setTo(event.target.value)}>
        <option value="">Choose a colleague</option>
        {others.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <Button type="submit" size="sm" variant="outline" disabled={!to || handOver.isPending}>
        Hand Over
      </Button>
    </form>
  );
}

function FileRequest({ caseId }: { caseId: string }) {
  const file = useFileCaseRequest();
  const [serviceType, setServiceType] = useState<ServiceType>('other');
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState('');
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        file.mutate(
          {
            id: caseId,
            form: { service_type: serviceType, description, location },
          },
          {
            onSuccess: () => {
              toast.success('Request filed for the member');
              setDescription('');
            },
            onError: failed('Request not filed'),
          },
        );
      }}
    >
      <Label htmlFor="case-service-type">File a request for the member</Label>
      <Select
        id="case-service-type"
        value={serviceType}
        onChange={(event) => setServiceType(event.target.value as ServiceType)}
      >
        {SERVICE_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </Select>
      <Input
        aria-label="What the request is for"
        placeholder="What the request is for"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Input
        aria-label="Location"
        placeholder="Location (optional)"
        value={location}
        onChange={(event) => setLocation(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={!description.trim() || file.isPending}
      >
        File Request
      </Button>
    </form>
  );
}
