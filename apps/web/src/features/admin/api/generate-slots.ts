import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import type { GenerateSlotsInput } from '@aurum/shared/marketplace/marketplace-staff-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { marketplaceKeys } from '../../../lib/query-keys';

export const SLOT_MINUTES = [30, 60, 90, 120] as const;
export const MAX_SLOT_WEEKS = 12;

/**
 * POST /api/admin/providers/:id/slots/generate: creates the provider's missing slots from its
 * availability hours and answers how many were created.
 */
function generateSlots(providerId: string, body: GenerateSlotsInput) {
  return callApi(adminRoutes.generateSlots, { params: { id: providerId }, body });
}

export function useGenerateSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { providerId: string; body: GenerateSlotsInput }) =>
      generateSlots(v.providerId, v.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
