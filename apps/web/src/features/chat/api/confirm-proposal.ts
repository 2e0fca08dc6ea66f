import type { ChatMessage, ChatProposal, ProposalEdits } from '@aurum/shared/chat/chat-contract';
import * as chatRoutes from '@aurum/shared/chat/chat-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { chatKeys, invalidateServiceRequests } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/**
 * POST /api/chat/proposals/:id/confirm: files a new request, or cancels or changes one of the
 * member's requests, with the member's edits; a repeated click answers the same.
 */
function confirmProposal({ id, edits }: { id: string; edits: ProposalEdits }) {
  return callApi(chatRoutes.confirmProposal, { params: { id }, body: edits });
}

/** The conversation with the confirmed proposal in its new state and the assistant's reply. */
export function withConfirmation(
  messages: ChatMessage[],
  proposal: ChatProposal,
  reply: ChatMessage | null,
): ChatMessage[] {
  const swap = (current: ChatProposal) => (current.id === proposal.id ? proposal : current);
  const updated = messages.map((message) =>
    message.proposal?.id === proposal.id ||
    message.proposals.some((current) => current.id === proposal.id)
      ? {
          ...message,
          proposal: message.proposal && swap(message.proposal),
          proposals: message.proposals.map(swap),
        }
      : message,
  );
  return reply ? [...updated.filter((message) => message.id !== reply.id), reply] : updated;
}

/**
 * Confirms one proposal. The conversation shows the answer at once; then it, the member's
 * requests (lists, details, the dashboard's recent ones, the allowance) and the calendar refetch,
 * so a cancel or change made here shows on every screen.
 */
export function useConfirmProposal() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: confirmProposal,
    onSuccess: (answer) => {
      if (!answer.proposal) return;
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(user?.id ?? ''), (current) =>
        current ? withConfirmation(current, answer.proposal, answer.reply) : current,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.all }),
        invalidateServiceRequests(queryClient),
      ]),
  });
}
