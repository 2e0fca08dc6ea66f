import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { spaces } from './spaces';

/**
 * A partner invitation (issue 30, ADR 070): sent by e-mail with a single-use link whose token is
 * kept only as its SHA-256 hash. pending -> accepted | declined | withdrawn; expired by time.
 */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    relationshipType: text('relationship_type').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    spaceId: uuid('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('partner_invitations_token_idx').on(t.tokenHash),
    index('partner_invitations_inviter_idx').on(t.inviterId),
    index('partner_invitations_email_idx').on(t.email),
  ],
);

/**
 * A member's primary partner: one row per member while linked (the primary key holds "at most
 * one primary partner" even if two accepts race past the locks), two rows per couple, removed
 * when the link ends. The space's membership history stays in space_members.
 */
export const partnerLinks = pgTable(
  'partner_links',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    relationshipType: text('relationship_type').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
  },
  (t) => [index('partner_links_space_idx').on(t.spaceId)],
);

/** Spec 02 section 3: Shared event, a row of a relationship space (ADR 039). */
export const sharedEvents = pgTable(
  'shared_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    eventDate: date('event_date').notNull(),
    eventTime: text('event_time'),
    location: text('location').notNull().default(''),
    category: text('category').notNull(),
    status: text('status').notNull().default('planned'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('shared_events_space_date_idx').on(t.spaceId, t.eventDate)],
);

/** Spec 02 section 3: Idea (budget in whole rand), a row of a relationship space. */
export const relationshipIdeas = pgTable(
  'relationship_ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    effortLevel: text('effort_level').notNull(),
    budgetRand: integer('budget_rand'),
    isSeasonal: boolean('is_seasonal').notNull().default(false),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    conciergeRequestId: uuid('concierge_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('relationship_ideas_space_idx').on(t.spaceId, t.createdAt)],
);

/**
 * Spec 02 section 3: Conflict. The summary and the guidance are sealed by the server (ADR 048:
 * `relationship_conflicts.issue_summary:<id>`, `relationship_conflicts.guidance:<id>`).
 */
export const relationshipConflicts = pgTable(
  'relationship_conflicts',
  {
    id: uuid('id').primaryKey(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sealedIssueSummary: text('sealed_issue_summary').notNull(),
    sealedGuidance: text('sealed_guidance'),
    keyId: text('key_id').notNull(),
    status: text('status').notNull().default('active'),
    guidanceAt: timestamp('guidance_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('relationship_conflicts_space_idx').on(t.spaceId, t.createdAt)],
);

/** One partner's private perspective on a conflict, sealed (`conflict_perspectives:<id>`). */
export const conflictPerspectives = pgTable(
  'conflict_perspectives',
  {
    id: uuid('id').primaryKey(),
    conflictId: uuid('conflict_id')
      .notNull()
      .references(() => relationshipConflicts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sealedText: text('sealed_text').notNull(),
    keyId: text('key_id').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('conflict_perspectives_one_each_idx').on(t.conflictId, t.userId)],
);
