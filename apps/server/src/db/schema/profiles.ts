import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One row per member, keyed by the user's id (spec 01 section 3). */
export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  location: text('location'),
  dateOfBirth: date('date_of_birth'),
  gender: text('gender'),
  occupation: text('occupation'),
  emergencyContactName: text('emergency_contact_name'),
  emergencyContactPhone: text('emergency_contact_phone'),
  membershipTier: text('membership_tier').notNull().default('trial'),
  verificationStatus: text('verification_status').notNull().default('unverified'),
  trialEndDate: timestamp('trial_end_date', { withTimezone: true }),
  premiumAccessGranted: boolean('premium_access_granted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Medical information (spec 01 section 3). Every medical field is held in one AES-256-GCM sealed
 * JSON document; the database never sees an allergy or medication in plain text.
 */
export const medicalInfo = pgTable('medical_info', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedData: text('sealed_data'),
  keyId: text('key_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userPreferences = pgTable(
  'user_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    preferenceKey: text('preference_key').notNull(),
    preferenceValue: text('preference_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_preferences_user_idx').on(t.userId, t.category)],
);
