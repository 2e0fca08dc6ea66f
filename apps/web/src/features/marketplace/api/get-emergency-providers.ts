import type { EmergencyProvider } from '@aurum/shared/marketplace/marketplace-rules';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/emergency: providers whose description says emergency or 24/7, with phones. */
function getEmergencyProviders() {
  return apiRequest<EmergencyProvider[]>('/api/marketplace/emergency');
}

export function useEmergencyProviders(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.emergency(),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getEmergencyProviders(),
    enabled,
  });
}
