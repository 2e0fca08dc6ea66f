import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as membershipRoutes from '@aurum/shared/membership/membership-routes';
import { membershipKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/membership/payments: the member's payments, newest first. */
export function getPaymentHistory(signal?: AbortSignal) {
  return callApi(membershipRoutes.payments, { signal });
}

export function usePaymentHistory() {
  const { user } = useAuth();
  return useQuery({
    queryKey: membershipKeys.payments(user?.id ?? ''),
    queryFn: ({ signal }) => getPaymentHistory(signal),
    enabled: Boolean(user),
  });
}
