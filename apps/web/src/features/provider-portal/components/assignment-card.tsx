import type {
  ProviderAssignment,
  ProviderAssignmentState,
} from '@aurum/shared/provider/provider-rules';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '@aurum/shared/format/dates';
import { RequestSummary } from './request-summary';

const STATES: Record<ProviderAssignmentState, { label: string; tone: BadgeTone }> = {
  open: { label: 'Awaiting your answer', tone: 'gold' },
  confirmed: { label: 'Confirmed', tone: 'green' },
  declined: { label: 'Declined', tone: 'red' },
  closed: { label: 'No longer open', tone: 'grey' },
  expired: { label: 'Expired', tone: 'grey' },
};

const ASSIGNED_BY: Record<string, string> = {
  auto: 'Matched to you by Aurum',
  member: 'The member chose you',
  manual: 'Assigned by the concierge team',
};

function Answer({ assignment }: { assignment: ProviderAssignment }) {
  const { state, response_message, responded_at, request } = assignment;
  if (state === 'confirmed' || state === 'declined') {
    return (
      <div className="mt-4 rounded-xl border border-white/10 bg-ink-900/60 p-3 text-sm">
        <p className="font-semibold text-zinc-100">
          {state === 'confirmed' ? 'You confirmed' : 'You declined'}
          {responded_at && (
            <span className="font-normal text-zinc-400">
              {' on '}
              <time dateTime={responded_at}>{formatDateTime(responded_at)}</time>
            </span>
          )}
        </p>
        {response_message && (
          <p className="mt-1 whitespace-pre-line text-zinc-200">
            {state === 'confirmed' ? 'Your note: ' : 'Your reason: '}
            {response_message}
          </p>
        )}
      </div>
    );
  }
  if (state === 'closed') {
    const cancelled = request.status === 'cancelled';
    return (
      <p className="mt-4 text-sm text-zinc-400">
        {cancelled
          ? 'The member cancelled this request.'
          : 'Another provider took this request, or it has ended.'}
      </p>
    );
  }
  if (state === 'expired') {
    return (
      <p className="mt-4 text-sm text-zinc-400">
        The time to answer passed on {formatDateTime(assignment.link_expires_at)}.
      </p>
    );
  }
  return null;
}

/** One request sent to the provider: what was asked, where it stands, and Confirm / Decline. */
export function AssignmentCard({
  assignment,
  onAnswer,
}: {
  assignment: ProviderAssignment;
  onAnswer?: (action: 'confirm' | 'decline') => void;
}) {
  const { label, tone } = STATES[assignment.state];
  const open = assignment.state === 'open';
  const titleId = `assignment-${assignment.assignment_id}`;
  return (
    <Card className="p-4 sm:p-6" aria-labelledby={titleId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-zinc-50">
            {assignment.request.service_label}
          </h3>
          <p className="text-xs text-zinc-400">
            {ASSIGNED_BY[assignment.assigned_by] ?? 'Sent to you'} ·{' '}
            <time dateTime={assignment.created_at}>{formatDateTime(assignment.created_at)}</time>
          </p>
        </div>
        <Badge tone={tone}>{label}</Badge>
      </div>
      <RequestSummary request={assignment.request} showService={false} className="mt-4" />
      <Answer assignment={assignment} />
      {open && onAnswer && (
        <div className="mt-5 space-y-3">
          <p className="text-xs text-zinc-400">
            Please answer by{' '}
            <time dateTime={assignment.link_expires_at}>
              {formatDateTime(assignment.link_expires_at)}
            </time>
            .
          </p>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
            <Button variant="outline" onClick={() => onAnswer('decline')}>
              Decline
            </Button>
            <Button onClick={() => onAnswer('confirm')}>Confirm</Button>
          </div>
        </div>
      )}
    </Card>
  );
}
