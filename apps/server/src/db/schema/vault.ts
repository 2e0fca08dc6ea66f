import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A member's vault keys (ADR 020): KDF parameters, the vault key wrapped by the password key,
 * its verifier and a hash of the key proof. Nothing here opens the vault.
 */
export const vaultKeyrings = pgTable('vault_keyrings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kdf: text('kdf').notNull(),
  iterations: integer('iterations').notNull(),
  salt: text('salt').notNull(),
  wrappedKey: text('wrapped_key').notNull(),
  verifier: text('verifier').notNull(),
  keyProofHash: text('key_proof_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The vault key wrapped by a WebAuthn PRF credential, one row per registered device. */
export const vaultBiometricWraps = pgTable(
  'vault_biometric_wraps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    prfSalt: text('prf_salt').notNull(),
    wrappedKey: text('wrapped_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('vault_biometric_wraps_credential_key').on(t.userId, t.credentialId)],
);

/**
 * Vault items (spec 02 section 2): private fields are browser-made ciphertext; category, type,
 * access level and dates are plain. A document's file lives in storage under the item's id; the
 * item counts only once its upload finished (file_state stored).
 */
export const vaultItems = pgTable(
  'vault_items',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    category: text('category').notNull(),
    accessLevel: smallint('access_level').notNull(),
    /** The member let the assistant open it (ADR 062); cleared when its level leaves 2. */
    aiAccessGranted: boolean('ai_access_granted').notNull().default(false),
    /** When the assistant last opened it in the member's browser, with their approval. */
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    title: text('title').notNull(),
    description: text('description'),
    content: text('content'),
    tags: text('tags'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileExtension: text('file_extension'),
    /** null (no file), pending, uploading or stored. */
    fileState: text('file_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vault_items_user_created_idx').on(t.userId, t.createdAt)],
);
