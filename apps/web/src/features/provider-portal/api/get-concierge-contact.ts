import { DEFAULT_CONCIERGE_EMAIL } from '@aurum/shared/provider/provider-messages';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as providerRoutes from '@aurum/shared/provider/provider-routes';
import { providerPortalKeys } from '../../../lib/query-keys';

/** GET /api/provider/contact: the concierge team's address (public). */
function getConciergeContact(signal?: AbortSignal) {
  return callApi(providerRoutes.contact, { signal, anonymous: true });
}

/** The address providers write to; the default one until (or unless) the server answers. */
export function useConciergeEmail(): string {
  const contact = useQuery({
    queryKey: providerPortalKeys.contact(),
    queryFn: ({ signal }) => getConciergeContact(signal),
    staleTime: Infinity,
  });
  return contact.data?.concierge_email ?? DEFAULT_CONCIERGE_EMAIL;
}
