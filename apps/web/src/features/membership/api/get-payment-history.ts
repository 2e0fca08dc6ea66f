import type { PaymentRecord } from '@aurum/shared/membership/payments-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membershipKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/membership/payments: the member's payments, newest first. */
export function getPaymentHistory(signal?: AbortSignal) {
  return apiRequest<PaymentRecord[]>('/api/membership/payments', { signal });
}

export function usePaymentHistory() {
  const { user } = useAuth();
  return useQuery({
    queryKey: membershipKeys.payments(user?.id ?? ''),
    queryFn: ({ signal }) => getPaymentHistory(signal),
    enabled: Boolean(user),
  });
}
