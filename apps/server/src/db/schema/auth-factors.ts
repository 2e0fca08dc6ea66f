import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A sign-in that passed its first step (password, or a reset link) for an account with a second
 * factor, waiting for the factor (issue 26): the client holds the token (`mfa_token`), only its
 * hash is kept; it lives a few minutes, counts wrong codes and is spent once.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** How the first step was made: 'password' or 'reset_link'. */
    firstStep: text('first_step').notNull(),
    /** The WebAuthn challenge issued for this sign-in when the member chose a passkey. */
    passkeyChallenge: text('passkey_challenge'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userId)],
);
