import { TZDate } from '@date-fns/tz';
import { MEMBER_TIME_ZONE } from '../time/member-time';
import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from './notification-kinds';

/**
 * Kinds whose e-mail an area already sends as a transactional message of its own (the receipt,
 * the renewal notice, the RSVP's .ics, the capsule's link, the password notice, the partner's
 * acceptance): the notification goes everywhere else but never a second e-mail (ADR 076).
 */
export const KINDS_WITH_OWN_EMAIL: ReadonlySet<NotificationKind> = new Set([
  'payment_succeeded',
  'membership_ending',
  'rsvp_confirmed',
  'waitlist_seat_offered',
  'capsule_released',
  'security_password_changed',
  'partner_accepted',
]);

/** The onboarding choice (spec 01: communication) as the channel it names. */
export const CHANNEL_OF_COMMUNICATION_METHOD: Record<string, NotificationChannel> = {
  'app-notifications': 'push',
  email: 'email',
  sms: 'sms',
  whatsapp: 'whatsapp',
  'phone-call': 'phone_call',
};

/** The channels a kind can go to besides the centre (e-mail not where the area sends its own). */
export function channelsOfferedFor(kind: NotificationKind): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter(
    (channel) => channel !== 'in_app' && !(channel === 'email' && KINDS_WITH_OWN_EMAIL.has(kind)),
  );
}

/**
 * A kind's channels before the member chooses: the onboarding choice (e-mail without one);
 * security kinds also by e-mail. Never a channel the kind is not offered on.
 */
export function defaultChannelsFor(
  kind: NotificationKind,
  communicationMethod: string | null,
): NotificationChannel[] {
  const chosen = CHANNEL_OF_COMMUNICATION_METHOD[communicationMethod ?? ''] ?? 'email';
  const channels = new Set<NotificationChannel>([chosen]);
  if (NOTIFICATION_KIND_INFO[kind].group === 'security') channels.add('email');
  const offered = channelsOfferedFor(kind);
  return offered.filter((channel) => channels.has(channel));
}

/** Every kind's default channels for a member's onboarding choice. */
export function defaultKindChannels(
  communicationMethod: string | null,
): Record<NotificationKind, NotificationChannel[]> {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, defaultChannelsFor(kind, communicationMethod)]),
  ) as Record<NotificationKind, NotificationChannel[]>;
}

/** Whether a notification goes out in quiet hours: 'always' kinds, or flagged 'when-flagged'. */
export function isUrgent(kind: NotificationKind, flagged: boolean): boolean {
  const { urgency } = NOTIFICATION_KIND_INFO[kind];
  return urgency === 'always' || (urgency === 'when-flagged' && flagged);
}

export interface QuietHoursRule {
  enabled: boolean;
  start: string;
  end: string;
  timeZone?: string;
}

export const DEFAULT_QUIET_HOURS_RULE: QuietHoursRule = {
  enabled: true,
  ...DEFAULT_QUIET_HOURS,
  timeZone: MEMBER_TIME_ZONE,
};

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** A time zone Intl knows, or the member's default. */
export function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return MEMBER_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return MEMBER_TIME_ZONE;
  }
}

/**
 * When the quiet hours `now` falls in end (the instant held notifications go out), or null when
 * `now` is outside them. Hours may cross midnight (22:00-07:00); equal start and end mean none.
 */
export function quietHoursEnd(now: Date, rule: QuietHoursRule): Date | null {
  if (!rule.enabled) return null;
  const start = minutesOf(rule.start);
  const end = minutesOf(rule.end);
  if (start === end) return null;
  const local = new TZDate(now.getTime(), knownTimeZone(rule.timeZone));
  const minute = local.getHours() * 60 + local.getMinutes();
  const overnight = start > end;
  const inside = overnight ? minute >= start || minute < end : minute >= start && minute < end;
  if (!inside) return null;
  const endsTomorrow = overnight && minute >= start;
  const until = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + (endsTomorrow ? 1 : 0),
    Math.floor(end / 60),
    end % 60,
    knownTimeZone(rule.timeZone),
  );
  return new Date(until.getTime());
}
