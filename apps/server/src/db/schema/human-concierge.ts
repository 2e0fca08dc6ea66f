import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A staff account's concierge profile (issue 31, ADR 072): what members see on the assistant's
 * card. A staff account without a row shows the defaults; the row is written when they save.
 */
export const conciergeProfiles = pgTable(
  'concierge_profiles',
  {
    staffId: uuid('staff_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialties: text('specialties').array().notNull(),
    languages: text('languages').array().notNull(),
    timezone: text('timezone').notNull(),
    availabilityStatus: text('availability_status').notNull(),
    responseTime: text('response_time').notNull(),
    /** Staff leads hear of every missed promise. */
    isLead: boolean('is_lead').notNull().default(false),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'concierge_profiles_availability_check',
      sql`${t.availabilityStatus} in ('available', 'busy', 'offline')`,
    ),
  ],
);

/**
 * A hand-off case (spec 02 section 4): pending when the member connects, accepted by one staff
 * member, in progress, completed; rated by the member once. The summary, the assistant's context
 * and the rating's comment are the member's words: sealed (ADR 048).
 */
export const conciergeCases = pgTable(
  'concierge_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedStaffId: uuid('requested_staff_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    assignedStaffId: uuid('assigned_staff_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('pending'),
    priorityLevel: text('priority_level').notNull(),
    escalationReason: text('escalation_reason').notNull(),
    sealedSummary: text('sealed_summary').notNull(),
    sealedContext: text('sealed_context').notNull(),
    keyId: text('key_id').notNull(),
    /** The tier when the member connected, and its promise in minutes. */
    tier: text('tier').notNull(),
    promiseMinutes: integer('promise_minutes').notNull(),
    dueAt: at('due_at').notNull(),
    firstResponseAt: at('first_response_at'),
    overdueAt: at('overdue_at'),
    acceptedAt: at('accepted_at'),
    completedAt: at('completed_at'),
    rating: integer('rating'),
    sealedRatingComment: text('sealed_rating_comment'),
    ratedAt: at('rated_at'),
    memberReadAt: at('member_read_at'),
    staffReadAt: at('staff_read_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('concierge_cases_member_idx').on(t.memberId, t.createdAt),
    index('concierge_cases_open_idx')
      .on(t.status, t.dueAt)
      .where(sql`${t.status} <> 'completed'`),
    index('concierge_cases_assigned_idx').on(t.assignedStaffId),
    check(
      'concierge_cases_status_check',
      sql`${t.status} in ('pending', 'accepted', 'in_progress', 'completed')`,
    ),
    check(
      'concierge_cases_priority_check',
      sql`${t.priorityLevel} in ('urgent', 'high', 'medium', 'low')`,
    ),
    check('concierge_cases_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** A case thread's messages, both ways, sealed at rest (ADR 048). */
export const conciergeMessages = pgTable(
  'concierge_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The thread's order where two messages share a moment (a status change and its note). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => conciergeCases.id, { onDelete: 'cascade' }),
    /** Who wrote it: the member, a staff member, or the system (hand-over, overdue). */
    author: text('author').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    sealedText: text('sealed_text').notNull(),
    keyId: text('key_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('concierge_messages_case_idx').on(t.caseId, t.createdAt),
    check('concierge_messages_author_check', sql`${t.author} in ('member', 'staff', 'system')`),
  ],
);
