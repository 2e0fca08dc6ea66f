import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as sandboxRoutes from '@aurum/shared/membership/sandbox-checkout-routes';

/** Pay or Decline: the server settles the payment and answers where the member returns to. */
function decideSandboxCheckout({
  accessCode,
  outcome,
}: {
  accessCode: string;
  outcome: 'pay' | 'decline';
}) {
  const decision = outcome === 'pay' ? sandboxRoutes.pay : sandboxRoutes.decline;
  return callApi(decision, { params: { accessCode }, anonymous: true });
}

export function useDecideSandboxCheckout() {
  return useMutation({ mutationFn: decideSandboxCheckout });
}
