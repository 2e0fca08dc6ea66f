import type { CheckoutStarted } from '@aurum/shared/membership/payments-contract';
import type { CheckoutInput } from '@aurum/shared/membership/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membershipKeys } from '../../../lib/query-keys';

/**
 * POST /api/membership/checkout: the plan and the cycle only; the server prices the plan and
 * answers where to pay.
 */
export function startCheckout(input: CheckoutInput) {
  return apiRequest<CheckoutStarted>('/api/membership/checkout', { method: 'POST', body: input });
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    // The pending payment shows in the history at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
