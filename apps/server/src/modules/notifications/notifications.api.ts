import type { NotificationKind } from '@aurum/shared/notifications/notification-kinds';
import type { NotificationFacts } from '@aurum/shared/notifications/notification-texts';
import { normalisePhone } from '@aurum/shared/phone/phone-number';
import type { Executor } from '../../db/client';
import { forgetOutboxRecipient } from '../../platform/messaging/dev-outbox';
import { memberContact } from '../profile/profile.api';

/** What an area tells a member (issue 32, ADR 076). */
export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** The facts its text is filled from (notification-texts.ts). */
  facts?: NotificationFacts;
  /** The app path it concerns, opened when tapped (e.g. /request-status?id=...). */
  url: string;
  /** Flagged urgent: 'when-flagged' kinds then go out in quiet hours too. */
  urgent?: boolean;
  /**
   * The subject within the kind (a request's id, a payment's reference, a booking's time), so
   * the member is told once per kind and subject however often the caller runs.
   */
  dedupeKey: string;
}

/**
 * The notifications face for other areas: one function, called inside the area's own
 * transaction; it returns the notification's id, or null when this one was already told.
 */
export interface Notify {
  notify(tx: Executor, input: NotifyInput): Promise<string | null>;
}

export {
  forgetMember as forgetNotifications,
  memberRows as exportNotifications,
  NOTIFICATIONS_EXPORT_TABLES,
} from './notifications.repo';

/**
 * Forgets the SMS and WhatsApp messages the dev outbox kept for the member's phone (ADR 055, 077);
 * call before the profile goes.
 */
export async function forgetOutboxMessages(tx: Executor, userId: string) {
  const phone = (await memberContact(tx, userId))?.phone;
  const e164 = phone ? normalisePhone(phone) : null;
  if (e164) await forgetOutboxRecipient(tx, e164);
}
