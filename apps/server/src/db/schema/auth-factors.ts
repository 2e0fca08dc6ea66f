import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * A member's passkeys (WebAuthn credentials, issue 26, ADR 053): several per account, each with a
 * name the member chose. Removing one deletes its row: the credential can no longer sign in.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for authenticators that do not count). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator ('internal', 'usb', 'hybrid', ...). */
    transports: jsonb('transports')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The authenticator model's AAGUID (all zeros when it does not say). */
    aaguid: text('aaguid').notNull(),
    /** Whether the passkey may be synced to the member's other devices, and whether it is. */
    multiDevice: boolean('multi_device').notNull().default(false),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges the server issued for adding a passkey or signing in with one (ADR 053):
 * single use (a verification deletes the row in the statement that checks it) and short-lived.
 * Second-factor challenges live on their pending sign-in instead.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** base64url, as the options carried it and the browser's clientDataJSON returns it. */
    challenge: text('challenge').notNull().unique(),
    /** 'register' (a signed-in member adding one) or 'signin' (anyone, before signing in). */
    purpose: text('purpose').notNull(),
    /** The member adding a passkey; null for a sign-in, where nobody is known yet. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A member's authenticator app (TOTP, RFC 6238; issue 26, ADR 052): one per account. The secret
 * is sealed with the data encryption key (ADR 048), never stored plain. It counts as a factor
 * only once `confirmed_at` is set (the member typed a first code); `last_used_step` is the last
 * time step accepted, so a code is never accepted twice (RFC 6238 section 5.2).
 */
export const totpFactors = pgTable('totp_factors', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  keyId: text('key_id').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Recovery codes (issue 26, ADR 052): ten per set, only their SHA-256 kept, each spent once;
 * a new set deletes the old one.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
