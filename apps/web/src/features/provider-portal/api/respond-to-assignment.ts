import type { LinkAnswer } from '@aurum/shared/provider/provider-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as providerRoutes from '@aurum/shared/provider/provider-routes';
import { providerPortalKeys } from '../../../lib/query-keys';

export interface AssignmentAnswer {
  assignmentId: string;
  answer: LinkAnswer;
}

/** POST /api/provider/assignments/:id/respond: the same rules as the e-mailed links. */
function respondToAssignment({ assignmentId, answer }: AssignmentAnswer) {
  return callApi(providerRoutes.respond, { params: { id: assignmentId }, body: answer });
}

export function useRespondToAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToAssignment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerPortalKeys.requestLists() }),
  });
}
