import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import { marketplaceKeys } from '../../../lib/query-keys';

/**
 * GET /api/marketplace/providers/:id/slots?date=YYYY-MM-DD: that day's free slots by start, and
 * the next day with one.
 */
function getProviderSlots(id: string, date: string) {
  return callApi(marketplaceRoutes.slots, { params: { id }, query: { date } });
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
