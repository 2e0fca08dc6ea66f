import type { FeaturedProvider } from '@aurum/shared/marketplace/marketplace-rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/featured: today's featured listings by priority. */
function getFeaturedProviders() {
  return apiRequest<FeaturedProvider[]>('/api/marketplace/featured');
}

export function useFeaturedProviders(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.featured(),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getFeaturedProviders(),
    enabled,
  });
}
