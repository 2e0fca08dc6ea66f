import type { RequestCandidate } from '@aurum/shared/admin/requests-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/requests/:id/candidates: the providers automatic matching would ask, in its
 * order, each marked when already asked.
 */
function getRequestCandidates(id: string, signal?: AbortSignal) {
  return apiRequest<RequestCandidate[]>(
    `/api/admin/requests/${encodeURIComponent(id)}/candidates`,
    { signal },
  );
}

/** Idle while `enabled` is false (a closed or confirmed request takes no provider). */
export function useRequestCandidates(id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.candidates(id),
    queryFn: ({ signal }) => getRequestCandidates(id, signal),
    enabled,
  });
}
