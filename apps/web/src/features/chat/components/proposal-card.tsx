import type { ChatProposal } from '@aurum/shared/chat/chat-contract';
import { lazy, Suspense } from 'react';
import { NewProposalCard } from './new-proposal-card';

// A cancel or change comes only when the member asks for one: their cards load then, keeping the
// assistant's first screen within its budget.
const CancelProposalCard = lazy(async () => ({
  default: (await import('./cancel-proposal-card')).CancelProposalCard,
}));
const ChangeProposalCard = lazy(async () => ({
  default: (await import('./change-proposal-card')).ChangeProposalCard,
}));

/** The card of one proposal, by what it does: file a new request, cancel one, or change one. */
export function ProposalCard({ proposal }: { proposal: ChatProposal }) {
  if (proposal.kind === 'new') return <NewProposalCard proposal={proposal} />;
  return (
    <Suspense fallback={null}>
      {proposal.kind === 'cancel' ? (
        <CancelProposalCard proposal={proposal} />
      ) : (
        <ChangeProposalCard proposal={proposal} />
      )}
    </Suspense>
  );
}
