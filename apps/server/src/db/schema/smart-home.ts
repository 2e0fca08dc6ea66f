import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A member's Home Assistant hub (issue 29, ADR 065): one per member. The long-lived access token
 * is sealed by the server (ADR 048: `home_hubs.token:<user_id>`), never kept or logged in plain
 * text; `rest_scene` is the hub's scene the reset's optimize_environment runs.
 */
export const homeHubs = pgTable('home_hubs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  sealedToken: text('sealed_token').notNull(),
  keyId: text('key_id').notNull(),
  restScene: text('rest_scene'),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
});

/** The member's own device list (lights, switches, climate) with their on/off state, without a hub. */
export const homeDevices = pgTable(
  'home_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    room: text('room').notNull().default(''),
    isOn: boolean('is_on').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('home_devices_user_idx').on(t.userId, t.createdAt),
    check('home_devices_kind_check', sql`${t.kind} in ('light', 'switch', 'climate')`),
  ],
);
