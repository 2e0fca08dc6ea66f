import type { AvailabilitySlot } from '@aurum/shared/marketplace/marketplace-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/marketplace/providers/:id/slots?date=YYYY-MM-DD: that day's free slots by start. */
export function getProviderSlots(id: string, date: string, signal?: AbortSignal) {
  return apiRequest<AvailabilitySlot[]>(
    `/api/marketplace/providers/${encodeURIComponent(id)}/slots`,
    { query: { date }, signal },
  );
}

/** A day's free slots; idle while `enabled` is false (today's come with the provider). */
export function useProviderSlots(id: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.slots(id, date),
    queryFn: ({ signal }) => getProviderSlots(id, date, signal),
    enabled,
  });
}
