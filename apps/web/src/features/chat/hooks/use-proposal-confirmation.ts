import type { ChatProposal, ProposalEdits } from '@aurum/shared/chat/chat-contract';
import { CHAT_TOASTS } from '@aurum/shared/chat/chat-texts';
import { REQUEST_TOASTS } from '@aurum/shared/requests/request-rules';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useConfirmProposal } from '../api/confirm-proposal';

/**
 * One proposal's confirmation, its own on a reply with several: sending the member's edits, the
 * notice or failure toast, and a likely duplicate (409 LIKELY_DUPLICATE) held back with the edits
 * it carried until the member files it anyway or changes the proposal. `status` is the proposal's
 * as the confirm answer left it.
 */
export function useProposalConfirmation(proposal: ChatProposal) {
  const confirm = useConfirmProposal();
  const [twin, setTwin] = useState<ProposalEdits | null>(null);
  const answer = confirm.data ?? null;
  const confirmedStatus = proposal.kind === 'new' ? 'filed' : 'done';
  const status: ChatProposal['status'] = answer
    ? (answer.proposal?.status ?? confirmedStatus)
    : proposal.status;

  /** Resolves true once confirmed. */
  const submit = async (edits: ProposalEdits = {}) => {
    try {
      const result = await confirm.mutateAsync({ id: proposal.id, edits });
      toast.success(result.notice.title, { description: result.notice.description });
      setTwin(null);
      return true;
    } catch (error) {
      // An open request of theirs is the same: asked before filing this one as well.
      if (isApiError(error, 'LIKELY_DUPLICATE')) {
        setTwin(edits);
        return false;
      }
      toast.error(CHAT_TOASTS.proposalFailedTitle, {
        description: isApiError(error) ? error.message : REQUEST_TOASTS.submitFailed,
      });
      return false;
    }
  };

  return {
    submit,
    busy: confirm.isPending,
    status,
    /** The confirm answer's notice (what was filed, cancelled or changed), once confirmed here. */
    notice: answer?.notice ?? null,
    twin,
    dropTwin: () => setTwin(null),
  };
}

export type ProposalConfirmation = ReturnType<typeof useProposalConfirmation>;
