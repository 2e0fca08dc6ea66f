import type { FeaturedProvider } from '@aurum/shared/marketplace/marketplace-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/marketplace/featured: today's featured listings by priority. */
export function getFeaturedProviders(signal?: AbortSignal) {
  return apiRequest<FeaturedProvider[]>('/api/marketplace/featured', { signal });
}

export function useFeaturedProviders(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProviders(signal),
    enabled,
  });
}
