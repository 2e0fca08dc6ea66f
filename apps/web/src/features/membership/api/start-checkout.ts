import type { CheckoutInput } from '@aurum/shared/membership/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as membershipRoutes from '@aurum/shared/membership/membership-routes';
import { membershipKeys } from '../../../lib/query-keys';

/**
 * POST /api/membership/checkout: the plan and the cycle only; the server prices the plan and
 * answers where to pay.
 */
export function startCheckout(input: CheckoutInput) {
  return callApi(membershipRoutes.checkout, { body: input });
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    // The pending payment shows in the history at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
