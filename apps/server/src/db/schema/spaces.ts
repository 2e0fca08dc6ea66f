import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A space several members share (a relationship space of two partners; later a household). Rows
 * a space shares carry `space_id` and are scoped by membership (`asSpaceMember`, ADR 039).
 */
export const spaces = pgTable('spaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who is in a space. A member who leaves keeps the row with `left_at` and loses access at once. */
export const spaceMembers = pgTable(
  'space_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    // One current membership per member and space; past ones stay as history.
    uniqueIndex('space_members_current_idx')
      .on(t.spaceId, t.userId)
      .where(sql`${t.leftAt} is null`),
    index('space_members_user_idx').on(t.userId),
  ],
);
