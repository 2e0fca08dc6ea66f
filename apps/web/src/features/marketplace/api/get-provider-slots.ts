import type { ProviderSlots } from '@aurum/shared/marketplace/marketplace-rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from '../../../lib/query-keys';

/**
 * GET /api/marketplace/providers/:id/slots?date=YYYY-MM-DD: that day's free slots by start, and
 * the next day with one.
 */
function getProviderSlots(id: string, date: string) {
  return apiRequest<ProviderSlots>(`/api/marketplace/providers/${encodeURIComponent(id)}/slots`, {
    query: { date },
  });
}

/** A day's free slots; idle while `enabled` is false (today's come with the provider). */
export function useProviderSlots(id: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.slots(id, date),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getProviderSlots(id, date),
    enabled,
  });
}
