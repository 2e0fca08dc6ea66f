/**
 * The catalogue of what Aurum tells a member (issue 32). Each kind has a label for the
 * preferences screen, a group, and how urgent it is: 'always' kinds go out in quiet hours,
 * 'when-flagged' kinds only when the notification itself is marked urgent (a hand-off reply
 * marked urgent, a change to a booking on the same day), 'never' kinds wait for the morning.
 */
export const NOTIFICATION_KINDS = [
  'request_confirmed',
  'request_declined',
  'provider_answered',
  'promise_missed',
  'request_progress',
  'booking_reminder_day',
  'booking_reminder_hour',
  'payment_succeeded',
  'payment_failed',
  'membership_ending',
  'membership_ended',
  'capsule_released',
  'case_accepted',
  'case_replied',
  'rsvp_confirmed',
  'waitlist_seat_offered',
  'partner_accepted',
  'security_new_sign_in',
  'security_password_changed',
  'security_factor_changed',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_GROUPS = [
  'requests',
  'membership',
  'concierge',
  'society',
  'security',
] as const;

export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_GROUP_LABELS: Record<NotificationGroup, string> = {
  requests: 'Requests and bookings',
  membership: 'Payments and membership',
  concierge: 'Human concierge',
  society: 'Society and relationship',
  security: 'Sign-in and security',
};

export type NotificationUrgency = 'always' | 'when-flagged' | 'never';

export interface NotificationKindInfo {
  label: string;
  group: NotificationGroup;
  urgency: NotificationUrgency;
}

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  request_confirmed: { label: 'A provider confirms', group: 'requests', urgency: 'when-flagged' },
  request_declined: { label: 'A provider declines', group: 'requests', urgency: 'when-flagged' },
  provider_answered: { label: "A provider's answer", group: 'requests', urgency: 'when-flagged' },
  promise_missed: {
    label: 'A response promise is missed and escalated',
    group: 'requests',
    urgency: 'never',
  },
  request_progress: {
    label: 'Progress and notes from the team',
    group: 'requests',
    urgency: 'when-flagged',
  },
  booking_reminder_day: { label: 'Reminder the day before', group: 'requests', urgency: 'never' },
  booking_reminder_hour: {
    label: 'Reminder an hour before',
    group: 'requests',
    urgency: 'always',
  },
  payment_succeeded: { label: 'Payment received', group: 'membership', urgency: 'never' },
  payment_failed: { label: 'Payment failed', group: 'membership', urgency: 'never' },
  membership_ending: {
    label: 'Membership ending soon',
    group: 'membership',
    urgency: 'never',
  },
  membership_ended: { label: 'Membership ended', group: 'membership', urgency: 'never' },
  capsule_released: {
    label: 'A legacy capsule is released to you',
    group: 'membership',
    urgency: 'never',
  },
  case_accepted: {
    label: 'A concierge takes your case',
    group: 'concierge',
    urgency: 'never',
  },
  case_replied: {
    label: 'Your concierge replies',
    group: 'concierge',
    urgency: 'when-flagged',
  },
  rsvp_confirmed: { label: 'RSVP confirmed', group: 'society', urgency: 'never' },
  waitlist_seat_offered: {
    label: 'A waitlist seat is yours',
    group: 'society',
    urgency: 'never',
  },
  partner_accepted: {
    label: 'Your partner accepts the invitation',
    group: 'society',
    urgency: 'never',
  },
  security_new_sign_in: { label: 'New sign-in', group: 'security', urgency: 'always' },
  security_password_changed: {
    label: 'Password changed',
    group: 'security',
    urgency: 'always',
  },
  security_factor_changed: {
    label: 'Two-factor or passkey changed',
    group: 'security',
    urgency: 'always',
  },
};

/**
 * Where a notification can go. 'in_app' is the notification centre: every notification is kept
 * there, whatever else is chosen. 'phone_call' puts a call-back task in the staff console.
 */
export const NOTIFICATION_CHANNELS = [
  'in_app',
  'push',
  'email',
  'sms',
  'whatsapp',
  'phone_call',
] as const;

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the app',
  push: 'Push on this device',
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  phone_call: 'Phone call',
};

/** Quiet hours by default, in the member's time zone (PRODUCT.md). */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;
