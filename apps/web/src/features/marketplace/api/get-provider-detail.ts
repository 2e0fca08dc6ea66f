import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import { marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/providers/:id: contacts, stats, reviews and today's free slots. */
function getProviderDetail(id: string) {
  return callApi(marketplaceRoutes.provider, { params: { id } });
}

export function useProviderDetail(id: string) {
  return useQuery({
    queryKey: marketplaceKeys.provider(id),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getProviderDetail(id),
  });
}
