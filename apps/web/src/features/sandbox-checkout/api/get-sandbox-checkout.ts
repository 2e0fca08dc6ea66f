import type { SandboxCheckout } from '@aurum/shared/membership/payments-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sandboxCheckoutKeys } from '../../../lib/query-keys';

function getSandboxCheckout(accessCode: string, signal?: AbortSignal) {
  return apiRequest<SandboxCheckout>(`/api/payments/sandbox/${encodeURIComponent(accessCode)}`, {
    signal,
    anonymous: true,
  });
}

export function useSandboxCheckout(accessCode: string | null) {
  return useQuery({
    queryKey: sandboxCheckoutKeys.checkout(accessCode ?? ''),
    queryFn: ({ signal }) => getSandboxCheckout(accessCode!, signal),
    enabled: Boolean(accessCode),
    retry: false,
  });
}
