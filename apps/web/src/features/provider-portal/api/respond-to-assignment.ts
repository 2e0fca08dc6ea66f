import type { LinkAnswer, ProviderAssignment } from '@aurum/shared/provider/provider-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { providerPortalKeys } from '../../../lib/query-keys';

export interface AssignmentAnswer {
  assignmentId: string;
  answer: LinkAnswer;
}

/** POST /api/provider/assignments/:id/respond: the same rules as the e-mailed links. */
function respondToAssignment({ assignmentId, answer }: AssignmentAnswer) {
  return apiRequest<ProviderAssignment>(
    `/api/provider/assignments/${encodeURIComponent(assignmentId)}/respond`,
    { method: 'POST', body: answer },
  );
}

export function useRespondToAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToAssignment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerPortalKeys.requestLists() }),
  });
}
