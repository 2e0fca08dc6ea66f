import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Legacy capsules (spec 02, ADR 021): the content is sealed by the server (envelope encryption:
 * a random data key per capsule, itself sealed by the data encryption key) until release. The
 * recipient's link is stored only as a hash.
 */
export const legacyCapsules = pgTable(
  'legacy_capsules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    capsuleType: text('capsule_type').notNull(),
    title: text('title').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    /** The local date chosen; the capsule opens at RELEASE_HOUR that day (release_at). */
    releaseDate: text('release_date').notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('sealed'),
    sealedKey: text('sealed_key').notNull(),
    sealedContent: text('sealed_content').notNull(),
    keyId: text('key_id').notNull(),
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('legacy_capsules_user_created_idx').on(t.userId, t.createdAt),
    index('legacy_capsules_due_idx').on(t.status, t.releaseAt),
    index('legacy_capsules_link_idx').on(t.linkTokenHash),
  ],
);
