import { route, typed } from '../api-route';
import type { ProviderResponse } from '../requests/request-contract';
import type {
  ProviderAssignment,
  ProviderContact,
  ProviderLinkView,
  ProviderRequestsList,
} from './provider-contract';

/**
 * The provider view (signed-in providers) and the one-click links of provider e-mails (public,
 * the token their only key); ADR 080.
 */

export const requests = route(
  'GET',
  '/api/provider/requests',
  typed<{ answer: ProviderRequestsList }>,
);

/** The same rules as the e-mailed links. */
export const respond = route(
  'POST',
  '/api/provider/assignments/:id/respond',
  typed<{ answer: ProviderAssignment; body: ProviderResponse }>,
);

/** The concierge team's address; public. */
export const contact = route('GET', '/api/provider/contact', typed<{ answer: ProviderContact }>);

/** What a one-click link is for; reading it answers nothing. */
export const linkView = route(
  'GET',
  '/api/provider-links/view',
  typed<{ answer: ProviderLinkView; query: { token: string } }>,
);

/** Applies the link's answer once; answers the view after it. */
export const linkRespond = route(
  'POST',
  '/api/provider-links/respond',
  typed<{ answer: ProviderLinkView; body: ProviderResponse & { token: string } }>,
);
