import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import { serviceRequestKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/service-requests/allowance: requests left this month and when the allowance renews. */
function getRequestAllowance(signal?: AbortSignal) {
  return callApi(requestRoutes.allowance, { signal });
}

/** Under the requests' key: filing, cancelling or a live update refreshes it with them. */
const requestAllowanceQuery = (userId: string) =>
  queryOptions({
    queryKey: serviceRequestKeys.allowance(userId),
    queryFn: ({ signal }) => getRequestAllowance(signal),
    refetchOnWindowFocus: true,
  });

export function useRequestAllowance() {
  const { user } = useAuth();
  return useQuery({ ...requestAllowanceQuery(user?.id ?? ''), enabled: Boolean(user) });
}
