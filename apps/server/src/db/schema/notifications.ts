import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The notification centre (issue 32, ADR 076): every notification a member is told, whatever the
 * channels. `dedupe_key` names the member's kind and subject, so a retried caller adds nothing.
 * Titles and bodies are product texts (notification-texts.ts), never the member's own words.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * One channel's delivery of a notification: pending (a job is queued), held (quiet hours, until
 * `send_after`), sent, failed (the last attempt), skipped (nothing to send to). One row per
 * notification and channel: a channel is never told twice.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    /** Held for the digest rather than sent one by one at the end of quiet hours. */
    digest: boolean('digest').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sendAfter: at('send_after'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_channel_idx').on(t.notificationId, t.channel),
    index('notification_deliveries_held_idx').on(t.userId, t.status),
    check(
      'notification_deliveries_status_check',
      sql`${t.status} in ('pending', 'held', 'sent', 'failed', 'skipped')`,
    ),
  ],
);

/** A member's choices; no row means the defaults from the onboarding choice. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Channel -> on/off; a channel not named is on. */
  channels: jsonb('channels').$type<Record<string, boolean>>().notNull(),
  /** Kind -> channels; a kind not named has its defaults. */
  kinds: jsonb('kinds').$type<Record<string, string[]>>().notNull(),
  quietEnabled: boolean('quiet_enabled').notNull(),
  quietStart: text('quiet_start').notNull(),
  quietEnd: text('quiet_end').notNull(),
  timeZone: text('time_zone').notNull(),
  digest: boolean('digest').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A browser's web push subscription (ADR 077); the endpoint is the device's address. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** 'Phone call' as a channel: a task in the staff console to ring the member back (ADR 077). */
export const callBackTasks = pgTable(
  'call_back_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .unique()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    reason: text('reason').notNull(),
    url: text('url').notNull(),
    status: text('status').notNull().default('open'),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: at('done_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('call_back_tasks_open_idx').on(t.status, t.createdAt),
    check('call_back_tasks_status_check', sql`${t.status} in ('open', 'done')`),
  ],
);
