import type { BookedSlot, BookSlotBody } from '@aurum/shared/marketplace/marketplace-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateServiceRequests, marketplaceKeys } from '../../../lib/query-keys';

/**
 * POST /api/marketplace/slots/:slotId/book: books the slot and files a request with the provider.
 * 409 SLOT_TAKEN when someone else was quicker; 429 REQUEST_LIMIT_REACHED at the plan's limit.
 */
function bookSlot(slotId: string, body: BookSlotBody) {
  return apiRequest<BookedSlot>(`/api/marketplace/slots/${encodeURIComponent(slotId)}/book`, {
    method: 'POST',
    body,
  });
}

/** Books a slot; afterwards (booked or taken) the provider's slots and the requests reload. */
export function useBookSlot(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { slotId: string; body: BookSlotBody }) => bookSlot(v.slotId, v.body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.provider(providerId) }),
        invalidateServiceRequests(queryClient),
      ]),
  });
}
