import type { ChatProposal } from '@aurum/shared/chat/chat-contract';
import { CancelProposalCard } from './cancel-proposal-card';
import { ChangeProposalCard } from './change-proposal-card';
import { NewProposalCard } from './new-proposal-card';

/**
 * The card of one proposal, by what it does: file a new request, cancel one of the member's
 * requests, or change one. Each is confirmed on its own.
 */
export function ProposalCard({ proposal }: { proposal: ChatProposal }) {
  if (proposal.kind === 'cancel') return <CancelProposalCard proposal={proposal} />;
  if (proposal.kind === 'change') return <ChangeProposalCard proposal={proposal} />;
  return <NewProposalCard proposal={proposal} />;
}
