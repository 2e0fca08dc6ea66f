/**
 * The answers of the one-click links, word for word as the server gives them (LINK_INVALID 400,
 * LINK_EXPIRED 410, LINK_USED 409, LINK_CLOSED 410); the link page shows them for answered and
 * closed requests too, which the view reports as a state rather than an error.
 */
export const PROVIDER_LINK_MESSAGES = {
  invalid: 'This link is not valid. Please use the link from your Aurum e-mail.',
  expired: 'This link has expired. Please contact the Aurum concierge team to respond.',
  answered: 'This request has already been answered with this link.',
  closed:
    'This request is no longer open: another provider took it, it was cancelled, or the member changed it (see our newer e-mail).',
} as const;

/** The provider view's own wording where the link wording would not fit. */
export const PROVIDER_PORTAL_MESSAGES = {
  notLinked: 'Your account is not linked to a provider yet.',
  notFound: 'This request was not found among the requests sent to you.',
  answered: 'You have already answered this request.',
  expired:
    'The time to answer this request has passed. Please contact the Aurum concierge team to respond.',
  providersOnly: 'Providers only',
} as const;

/** What a provider reads after answering. */
export const PROVIDER_THANKS = {
  confirm: 'Thank you — the member has been told you confirmed.',
  decline: 'Thank you — the member has been told you declined.',
} as const;

/** Used for mailto links when the server's contact address cannot be loaded. */
export const DEFAULT_CONCIERGE_EMAIL = 'concierge-team@aurum.local';
