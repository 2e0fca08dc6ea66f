import type {
  CapsuleInput,
  CapsuleSummary,
  CapsuleUpdate,
} from '@aurum/shared/legacy-capsules/legacy-capsule-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { legacyCapsuleKeys } from '../../../lib/query-keys';

/** POST /api/legacy-capsules (new) or PATCH /api/legacy-capsules/:id (while sealed). */
function saveCapsule({ id, capsule }: { id?: string; capsule: CapsuleInput | CapsuleUpdate }) {
  return apiRequest<CapsuleSummary>(id ? `/api/legacy-capsules/${id}` : '/api/legacy-capsules', {
    method: id ? 'PATCH' : 'POST',
    body: capsule,
  });
}

export function useSaveCapsule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCapsule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: legacyCapsuleKeys.all }),
  });
}

/** POST /api/legacy-capsules/:id/cancel: the capsule will never be released. */
export function useCancelCapsule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<CapsuleSummary>(`/api/legacy-capsules/${id}/cancel`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: legacyCapsuleKeys.all }),
  });
}
