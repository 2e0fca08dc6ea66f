import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as providerRoutes from '@aurum/shared/provider/provider-routes';
import { providerPortalKeys } from '../../../lib/query-keys';

/** GET /api/provider-links/view: what a one-click link is for. Reading it answers nothing. */
function getProviderLink(token: string, signal?: AbortSignal) {
  return callApi(providerRoutes.linkView, { query: { token }, signal, anonymous: true });
}

export const providerLinkQuery = (token: string) =>
  queryOptions({
    queryKey: providerPortalKeys.link(token),
    queryFn: ({ signal }) => getProviderLink(token, signal),
    staleTime: Infinity,
  });

/** The request and action behind the token of an e-mailed Confirm or Decline link. */
export function useProviderLink(token: string) {
  return useQuery({ ...providerLinkQuery(token), enabled: token !== '' });
}
