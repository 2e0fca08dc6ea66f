import type { SandboxDecision } from '@aurum/shared/membership/payments-contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Pay or Decline: the server settles the payment and answers where the member returns to. */
function decideSandboxCheckout({
  accessCode,
  outcome,
}: {
  accessCode: string;
  outcome: 'pay' | 'decline';
}) {
  return apiRequest<SandboxDecision>(
    `/api/payments/sandbox/${encodeURIComponent(accessCode)}/${outcome}`,
    { method: 'POST', body: {}, anonymous: true },
  );
}

export function useDecideSandboxCheckout() {
  return useMutation({ mutationFn: decideSandboxCheckout });
}
