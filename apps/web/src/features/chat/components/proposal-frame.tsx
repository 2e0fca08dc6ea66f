import type { ChatProposal, ProposalFiled } from '@aurum/shared/chat/chat-contract';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const KICKERS: Record<ChatProposal['kind'], string | null> = {
  new: null,
  cancel: 'Cancel a request',
  change: 'Change a request',
};

function StatusBadge({
  proposal,
  status,
}: {
  proposal: ChatProposal;
  status: ChatProposal['status'];
}) {
  if (status === 'filed') {
    return (
      <Badge tone="green">
        <CircleCheck aria-hidden="true" /> Request filed
      </Badge>
    );
  }
  if (status === 'done') {
    return (
      <Badge tone="green">
        <CircleCheck aria-hidden="true" /> {proposal.kind === 'cancel' ? 'Cancelled' : 'Changed'}
      </Badge>
    );
  }
  if (status === 'replaced') return <Badge tone="grey">Replaced</Badge>;
  if (proposal.kind === 'new') {
    return <Badge tone="gold">{Math.round(proposal.confidence * 100)}% sure</Badge>;
  }
  return null;
}

/**
 * The dark-and-gold card every proposal sits in: what it does (for a cancel or change), the
 * service, where it stands (how sure the assistant is, filed, cancelled, changed, replaced) and
 * the confirm answer's notice. A replaced proposal is muted and says the updated one follows.
 */
export function ProposalFrame({
  label,
  proposal,
  title,
  subtitle,
  status,
  notice,
  children,
}: {
  /** The region's name: "Proposed request", "Proposed cancellation" or "Proposed change". */
  label: string;
  proposal: ChatProposal;
  title: string;
  subtitle?: string | null;
  status: ChatProposal['status'];
  notice: ProposalFiled['notice'] | null;
  children: ReactNode;
}) {
  const kicker = KICKERS[proposal.kind];
  const replaced = status === 'replaced';
  return (
    <section
      aria-label={label}
      className={cn(
        'mt-1 w-full max-w-[88%] rounded-2xl border bg-ink-900/90 p-4 sm:max-w-[75%]',
        replaced
          ? 'border-ink-600 opacity-70'
          : proposal.kind === 'cancel' && status === 'open'
            ? 'border-red-400/40'
            : 'border-gold-500/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {kicker && (
            <p className="text-xs font-semibold tracking-wide text-gold-400 uppercase">{kicker}</p>
          )}
          <h3
            className={cn(
              'font-display text-lg font-semibold',
              replaced ? 'text-zinc-300' : 'text-gold-300',
            )}
          >
            {title}
          </h3>
          {subtitle && <p className="text-sm text-gold-100">{subtitle}</p>}
        </div>
        <StatusBadge proposal={proposal} status={status} />
      </div>
      {replaced && (
        <p className="mt-2 text-sm text-zinc-400 italic">Replaced by the updated proposal below</p>
      )}
      {status === 'done' && notice && (
        <p role="status" className="mt-2 text-sm text-zinc-200">
          <span className="font-semibold text-emerald-300">{notice.title}</span>{' '}
          {notice.description}
        </p>
      )}
      {children}
    </section>
  );
}
