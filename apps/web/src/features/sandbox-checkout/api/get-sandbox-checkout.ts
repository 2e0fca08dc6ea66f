import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as sandboxRoutes from '@aurum/shared/membership/sandbox-checkout-routes';
import { sandboxCheckoutKeys } from '../../../lib/query-keys';

function getSandboxCheckout(accessCode: string, signal?: AbortSignal) {
  return callApi(sandboxRoutes.view, { params: { accessCode }, signal, anonymous: true });
}

export function useSandboxCheckout(accessCode: string | null) {
  return useQuery({
    queryKey: sandboxCheckoutKeys.checkout(accessCode ?? ''),
    queryFn: ({ signal }) => getSandboxCheckout(accessCode!, signal),
    enabled: Boolean(accessCode),
    retry: false,
  });
}
