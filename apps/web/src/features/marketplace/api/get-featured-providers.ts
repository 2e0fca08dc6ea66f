import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import { marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/featured: today's featured listings by priority. */
function getFeaturedProviders() {
  return callApi(marketplaceRoutes.featured);
}

export function useFeaturedProviders(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.featured(),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getFeaturedProviders(),
    enabled,
  });
}
