import type {
  CapsuleInput,
  CapsuleUpdate,
} from '@aurum/shared/legacy-capsules/legacy-capsule-contract';
import * as legacyCapsuleRoutes from '@aurum/shared/legacy-capsules/legacy-capsules-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { legacyCapsuleKeys } from '../../../lib/query-keys';

type CapsuleSave =
  { id?: undefined; capsule: CapsuleInput } | { id: string; capsule: CapsuleUpdate };

/** POST /api/legacy-capsules (new) or PATCH /api/legacy-capsules/:id (while sealed). */
function saveCapsule(save: CapsuleSave) {
  return save.id === undefined
    ? callApi(legacyCapsuleRoutes.create, { body: save.capsule })
    : callApi(legacyCapsuleRoutes.update, { params: { id: save.id }, body: save.capsule });
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
    mutationFn: (id: string) => callApi(legacyCapsuleRoutes.cancel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: legacyCapsuleKeys.all }),
  });
}
