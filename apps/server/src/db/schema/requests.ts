import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A member's concierge request (spec 02 section 3); the requests area adds providers and updates. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').notNull(),
    description: text('description').notNull(),
    preferredDate: timestamp('preferred_date', { withTimezone: true }),
    location: text('location'),
    specialRequests: text('special_requests'),
    status: text('status').notNull().default('pending'),
    confirmationStatus: text('confirmation_status').notNull().default('pending'),
    providerResponse: text('provider_response'),
    adminNotes: text('admin_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_requests_user_created_idx').on(t.userId, t.createdAt),
    index('service_requests_user_preferred_idx').on(t.userId, t.preferredDate),
  ],
);
