import type { BookSlotBody } from '@aurum/shared/marketplace/marketplace-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import { invalidateServiceRequests, marketplaceKeys } from '../../../lib/query-keys';

/**
 * POST /api/marketplace/slots/:slotId/book: books the slot and files a request with the provider.
 * 409 SLOT_TAKEN when someone else was quicker; 429 REQUEST_LIMIT_REACHED at the plan's limit.
 */
function bookSlot(slotId: string, body: BookSlotBody) {
  return callApi(marketplaceRoutes.bookSlot, { params: { id: slotId }, body });
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
