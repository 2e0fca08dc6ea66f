import type {
  GeneratedSlots,
  GenerateSlotsInput,
} from '@aurum/shared/marketplace/marketplace-staff-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from '../../../lib/query-keys';

export const SLOT_MINUTES = [30, 60, 90, 120] as const;
export const MAX_SLOT_WEEKS = 12;

/**
 * POST /api/admin/providers/:id/slots/generate: creates the provider's missing slots from its
 * availability hours and answers how many were created.
 */
function generateSlots(providerId: string, body: GenerateSlotsInput) {
  return apiRequest<GeneratedSlots>(
    `/api/admin/providers/${encodeURIComponent(providerId)}/slots/generate`,
    { method: 'POST', body },
  );
}

export function useGenerateSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { providerId: string; body: GenerateSlotsInput }) =>
      generateSlots(v.providerId, v.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
