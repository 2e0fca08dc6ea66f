import type { ProviderRequestsList } from '@aurum/shared/provider/provider-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { providerPortalKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/provider/requests: the signed-in provider's requests, newest first. */
function getProviderRequests(signal?: AbortSignal) {
  return apiRequest<ProviderRequestsList>('/api/provider/requests', { signal });
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
