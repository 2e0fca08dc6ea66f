import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as membershipRoutes from '@aurum/shared/membership/membership-routes';
import { membershipKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/membership: the plans on sale and where the member stands (tier, trial, period). */
export function getMembership(signal?: AbortSignal) {
  return callApi(membershipRoutes.overview, { signal });
}

export function useMembership() {
  const { user } = useAuth();
  return useQuery({
    queryKey: membershipKeys.overview(user?.id ?? ''),
    queryFn: ({ signal }) => getMembership(signal),
    enabled: Boolean(user),
  });
}
