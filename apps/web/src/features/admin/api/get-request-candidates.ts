import * as staffRequestRoutes from '@aurum/shared/admin/admin-requests-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/requests/:id/candidates: the providers automatic matching would ask, in its
 * order, each marked when already asked.
 */
function getRequestCandidates(id: string, signal?: AbortSignal) {
  return callApi(staffRequestRoutes.candidates, { params: { id }, signal });
}

/** Idle while `enabled` is false (a closed or confirmed request takes no provider). */
export function useRequestCandidates(id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.candidates(id),
    queryFn: ({ signal }) => getRequestCandidates(id, signal),
    enabled,
  });
}
