import type { ProposalEdits, ProposalFiled } from '@aurum/shared/chat/chat-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys, invalidateServiceRequests } from '../../../lib/query-keys';

/**
 * POST /api/chat/proposals/:id/confirm: files the proposal (with the member's edits) as a
 * concierge request; a repeated click answers the same request.
 */
function confirmProposal({ id, edits }: { id: string; edits: ProposalEdits }) {
  return apiRequest<ProposalFiled>(`/api/chat/proposals/${id}/confirm`, {
    method: 'POST',
    body: edits,
  });
}

export function useConfirmProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmProposal,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.all }),
        invalidateServiceRequests(queryClient),
      ]),
  });
}
