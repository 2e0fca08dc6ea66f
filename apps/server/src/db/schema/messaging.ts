import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * SMS and WhatsApp messages kept by the dev outbox (platform/messaging, ADR 077): the default
 * adapter when no gateway is configured, readable at /api/dev/messages outside production.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** The WhatsApp template the message would use. */
    template: text('template'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);
