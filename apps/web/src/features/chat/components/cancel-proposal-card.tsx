import type { ChatProposal } from '@aurum/shared/chat/chat-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useProposalConfirmation } from '../hooks/use-proposal-confirmation';
import { ProposalFrame } from './proposal-frame';
import { ProposalTargetSummary } from './proposal-target-summary';
import { RequestStatusLink } from './request-status-link';

/**
 * The assistant proposes to cancel one of the member's requests: which one (service, when,
 * where, its status and provider), then "Cancel this request" or "Keep it", which sets the card
 * aside here and cancels nothing.
 */
export function CancelProposalCard({ proposal }: { proposal: ChatProposal }) {
  const [kept, setKept] = useState(false);
  const confirmation = useProposalConfirmation(proposal);
  const { status, busy } = confirmation;
  const label = serviceTypeLabel(proposal.target?.service_type ?? proposal.service_type);

  if (kept && status === 'open') {
    return (
      <p role="status" className="mt-1 px-1 text-sm text-zinc-400">
        Kept: your {label} request stays as it is.
      </p>
    );
  }
  return (
    <ProposalFrame
      label="Proposed cancellation"
      proposal={proposal}
      title={label}
      status={status}
      notice={confirmation.notice}
    >
      {proposal.target && <ProposalTargetSummary target={proposal.target} />}
      {status === 'done' && <RequestStatusLink />}
      {status === 'open' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => void confirmation.submit()}
          >
            {busy ? 'Cancelling…' : 'Cancel this request'}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setKept(true)}>
            Keep it
          </Button>
        </div>
      )}
    </ProposalFrame>
  );
}
