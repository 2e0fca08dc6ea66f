import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import { marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/marketplace/emergency: providers whose description says emergency or 24/7, with phones. */
function getEmergencyProviders() {
  return callApi(marketplaceRoutes.emergency);
}

export function useEmergencyProviders(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.emergency(),
    // Not aborted when the screen unmounts: see useMarketplaceProviders.
    queryFn: () => getEmergencyProviders(),
    enabled,
  });
}
