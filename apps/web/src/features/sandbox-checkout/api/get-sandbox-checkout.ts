import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sandboxCheckoutKeys } from '../../../lib/query-keys';

/** What the test-mode checkout shows (GET /api/payments/sandbox/:accessCode). */
export interface SandboxCheckout {
  reference: string;
  email: string;
  amount_cents: number;
  currency: string;
  description: string;
  status: 'open' | 'success' | 'failed';
}

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
