import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as providerRoutes from '@aurum/shared/provider/provider-routes';
import { providerPortalKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/provider/requests: the signed-in provider's requests, newest first. */
function getProviderRequests(signal?: AbortSignal) {
  return callApi(providerRoutes.requests, { signal });
}

const providerRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: providerPortalKeys.requests(userId),
    queryFn: ({ signal }) => getProviderRequests(signal),
    staleTime: 15_000,
    // New requests arrive by e-mail too; the list catches up while the page is open.
    refetchInterval: 60_000,
  });

export function useProviderRequests() {
  const { user } = useAuth();
  return useQuery({ ...providerRequestsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
