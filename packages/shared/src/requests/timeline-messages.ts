/**
 * The texts of a request's timeline (request_status_updates.message), written by the server and
 * read by members, providers and staff. One place for every path that files or changes a request.
 */
export const TIMELINE_MESSAGES = {
  received: 'Request received. Our concierge team is on it.',
  modified: 'You updated the request details.',
  cancelled: 'You cancelled this request.',
  chosen: (provider: string) => `You chose ${provider}. They have been asked to confirm.`,
  booked: (provider: string, when: string) =>
    `You booked ${provider} for ${when}. They have been asked to confirm.`,
  manualReview: 'Request received. Our concierge team is personally finding the right provider.',
  providersNotified: (names: readonly string[]) =>
    `${names.length === 1 ? 'Provider' : `${names.length} providers`} notified (${names.join(', ')}): awaiting confirmation.`,
  confirmed: (provider: string, message: string) =>
    `${provider} confirmed your request.${message ? ` ${message}` : ''}`,
  declined: (provider: string, reason: string) => `${provider} declined: ${reason}`,
} as const;

/** What a marketplace booking's request is called when the member wrote no description. */
export const bookedSlotDescription = (service: string, provider: string, when: string) =>
  `${service} with ${provider}, ${when}`;
