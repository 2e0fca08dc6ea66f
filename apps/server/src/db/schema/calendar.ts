import { date, index, pgTable, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Personal events a member adds to the calendar (Add Event). */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    eventDate: date('event_date').notNull(),
    eventTime: time('event_time'),
    place: text('place'),
    status: text('status').notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_events_user_date_idx').on(t.userId, t.eventDate)],
);
