import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { serviceProviders } from './providers';

/** A member's concierge request (spec 02 section 3); the requests area adds providers and updates. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the member's account is deleted: the request stays for its provider, anonymised (ADR 055). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    serviceType: text('service_type').notNull(),
    description: text('description').notNull(),
    preferredDate: timestamp('preferred_date', { withTimezone: true }),
    /** False when only a date was given (then preferred_date is that day's start, local time). */
    preferredTimeSet: boolean('preferred_time_set').notNull().default(false),
    location: text('location'),
    /** How many people (a table, a chef's dinner, a transfer); null when not given. */
    partySize: integer('party_size'),
    /** A restaurant table: a request of type 'other' matched only to dining providers (ADR 057). */
    dining: boolean('dining').notNull().default(false),
    specialRequests: text('special_requests'),
    status: text('status').notNull().default('pending'),
    confirmationStatus: text('confirmation_status').notNull().default('pending'),
    providerId: uuid('provider_id').references(() => serviceProviders.id, { onDelete: 'set null' }),
    providerResponse: text('provider_response'),
    adminNotes: text('admin_notes'),
    /** When the providers asked should have answered (the response promise); null when no clock runs. */
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    /** When the promise first ran out and the request escalated by itself. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_requests_user_created_idx').on(t.userId, t.createdAt),
    index('service_requests_user_preferred_idx').on(t.userId, t.preferredDate),
  ],
);

/** The timeline of a request (spec 02 section 3). */
export const requestStatusUpdates = pgTable(
  'request_status_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status').notNull(),
    /** 'member', 'provider', 'staff', 'system'. */
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order, which breaks ties between updates written at the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('request_status_updates_request_idx').on(t.requestId, t.createdAt)],
);

/** A provider asked to take a request: by matching, by the member's choice, or by staff. */
export const providerAssignments = pgTable(
  'provider_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    /** 'auto', 'member' or 'manual'. */
    assignedBy: text('assigned_by').notNull(),
    /** pending, confirmed, declined, withdrawn (another provider took it, the request ended or changed). */
    response: text('response').notNull().default('pending'),
    responseMessage: text('response_message'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_assignments_request_idx').on(t.requestId),
    index('provider_assignments_provider_idx').on(t.providerId, t.createdAt),
  ],
);
