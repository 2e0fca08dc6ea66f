import type { NotificationKind } from './notification-kinds';

/**
 * What a notification says, filled from its facts: `subject` is the thing it concerns (a
 * request's service, an event's title, a plan), `name` a person (a provider, a concierge, a
 * partner), `when` a time in the member's words, `detail` a short extra line (a provider's
 * answer, a note). Every text stands without the optional facts.
 */
export interface NotificationFacts {
  subject?: string;
  name?: string;
  when?: string;
  detail?: string;
}

export interface NotificationText {
  title: string;
  body: string;
}

const plus = (text: string, extra: string | undefined) => (extra ? `${text} ${extra}` : text);
const quoted = (detail: string | undefined) => (detail ? `"${detail}"` : undefined);
const your = (subject: string | undefined, fallback: string) =>
  subject ? `Your ${subject} request` : fallback;

const TEXTS: Record<NotificationKind, (f: NotificationFacts) => NotificationText> = {
  request_confirmed: (f) => ({
    title: 'Request confirmed',
    body: plus(
      `${your(f.subject, 'Your request')} is confirmed${f.name ? ` by ${f.name}` : ''}.`,
      f.when ? `See you ${f.when}.` : undefined,
    ),
  }),
  request_declined: (f) => ({
    title: 'Request declined',
    body: `${f.name ?? 'The provider'} cannot take ${f.subject ? `your ${f.subject} request` : 'your request'}. Your concierge is finding another.`,
  }),
  provider_answered: (f) => ({
    title: 'A provider answered',
    body: plus(
      `${f.name ?? 'The provider'} answered about ${f.subject ?? 'your request'}.`,
      quoted(f.detail),
    ),
  }),
  promise_missed: (f) => ({
    title: 'Your request is with the team',
    body: `${your(f.subject, 'Your request')} was not answered in the time we promised. Your concierge team has taken it up.`,
  }),
  request_progress: (f) => ({
    title: 'News on your request',
    body: plus(`${your(f.subject, 'Your request')} has moved on.`, quoted(f.detail)),
  }),
  booking_reminder_day: (f) => ({
    title: 'Tomorrow',
    body: `A reminder: ${f.subject ?? 'your booking'} is tomorrow${f.when ? ` at ${f.when}` : ''}.`,
  }),
  booking_reminder_hour: (f) => ({
    title: 'In an hour',
    body: `${f.subject ?? 'Your booking'} starts in an hour${f.when ? `, at ${f.when}` : ''}.`,
  }),
  payment_succeeded: (f) => ({
    title: 'Payment received',
    body: plus(
      `Thank you: your payment${f.subject ? ` for ${f.subject}` : ''} is received.`,
      f.when ? `Your membership runs until ${f.when}.` : undefined,
    ),
  }),
  payment_failed: (f) => ({
    title: 'Payment failed',
    body: `Your payment${f.subject ? ` for ${f.subject}` : ''} did not go through. Nothing was charged; you can try again from Membership.`,
  }),
  membership_ending: (f) => ({
    title: 'Membership ending soon',
    body: `Your ${f.subject ?? 'Aurum'} membership ends${f.when ? ` on ${f.when}` : ' soon'}. Renew to keep your concierge.`,
  }),
  membership_ended: (f) => ({
    title: 'Membership ended',
    body: `Your ${f.subject ?? 'Aurum'} membership has ended. Choose a plan to continue with your concierge.`,
  }),
  capsule_released: (f) => ({
    title: 'A legacy capsule for you',
    body: `${f.name ?? 'Someone'} left you a legacy capsule${f.subject ? `, "${f.subject}"` : ''}. It is now released to you; the link to open it is in your e-mail.`,
  }),
  case_accepted: (f) => ({
    title: 'Your concierge has your case',
    body: `${f.name ?? 'A concierge'} has accepted your case and will be in touch.`,
  }),
  case_replied: (f) => ({
    title: 'Your concierge replied',
    body: plus(`${f.name ?? 'Your concierge'} replied to your case.`, quoted(f.detail)),
  }),
  rsvp_confirmed: (f) => ({
    title: 'RSVP confirmed',
    body: `Your seat at ${f.subject ?? 'the event'} is confirmed${f.when ? ` for ${f.when}` : ''}.`,
  }),
  waitlist_seat_offered: (f) => ({
    title: 'A seat is yours',
    body: `A seat at ${f.subject ?? 'the event'} came free and is now yours${f.when ? ` for ${f.when}` : ''}.`,
  }),
  partner_accepted: (f) => ({
    title: 'Invitation accepted',
    body: `${f.name ?? 'Your partner'} accepted your invitation. Your shared space is ready.`,
  }),
  security_new_sign_in: (f) => ({
    title: 'New sign-in',
    body: plus(
      `Your account was signed in to${f.detail ? ` from ${f.detail}` : ''}.`,
      'Not you? Change your password and sign out other sessions.',
    ),
  }),
  security_password_changed: () => ({
    title: 'Password changed',
    body: 'Your password was changed. Not you? Reset it now and contact the concierge team.',
  }),
  security_factor_changed: (f) => ({
    title: 'Sign-in protection changed',
    body: plus(
      `${f.detail ?? 'Your two-factor or passkey settings'} changed.`,
      'Not you? Review your security settings now.',
    ),
  }),
};

export function notificationText(
  kind: NotificationKind,
  facts: NotificationFacts = {},
): NotificationText {
  return TEXTS[kind](facts);
}

/** The daily digest's e-mail subject and first line. */
export const DIGEST_TEXTS = {
  subject: (count: number) => `Aurum: ${count} update${count === 1 ? '' : 's'} while you were away`,
  intro: 'Here is what happened during your quiet hours.',
  open: 'Open in Aurum',
};

/** The push the profile's "Send a test" button asks for. */
export const PUSH_TEST_TEXT = {
  title: 'Aurum notifications are on',
  body: 'This device will now hear from your concierge.',
  url: '/profile',
} as const;

/** The call-back task's reason line for staff, from a notification. */
export const callBackReason = (title: string, body: string) => `${title}: ${body}`;

export const NOTIFICATION_ERRORS = {
  notFound: 'Notification not found',
  deviceNotFound: 'Device not found',
  pushUnavailable: 'Push notifications are not set up on this server',
  pushEndpoint: 'A push endpoint must be an https address of a push service',
  taskNotFound: 'Call-back task not found',
  timeZone: 'Time zone is not known',
} as const;
