import { z } from 'zod';
import {
  ITEM_TYPES,
  KDF_SALT_BYTES,
  MAX_KDF_ITERATIONS,
  MIN_KDF_ITERATIONS,
  VAULT_FILE_EXTENSIONS,
  VAULT_FILE_MAX_BYTES,
  VAULT_FILE_SIZE_MESSAGE,
  VAULT_FILE_TYPE_MESSAGE,
  VAULT_MESSAGES,
  categoryFitsType,
  type ItemType,
} from './vault-rules';

export * from './vault-rules';

/**
 * The zero-knowledge vault's wire contract (ADR 020). Everything private arrives as AES-GCM
 * ciphertext in base64 (a 12-byte IV, the ciphertext and its 16-byte tag); the server checks
 * shapes and sizes, never contents. Category, item type, access level and dates are plain.
 */

/** Base64 of at most `maxBytes` decoded bytes (and at least an IV and a tag). */
const sealed = (maxBytes: number, label: string) =>
  z
    .string({ error: `${label} must be encrypted text` })
    .max(Math.ceil(maxBytes / 3) * 4 + 4, `${label} is too long`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, `${label} must be base64`)
    .refine((text) => text.length % 4 === 0 && text.length >= 40, `${label} is not a ciphertext`);

/** Bytes a well-formed base64 text decodes to. */
const decodedLength = (text: string) =>
  (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

const base64Bytes = (bytes: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, `${label} must be base64`)
    .refine(
      (text) => text.length % 4 === 0 && decodedLength(text) === bytes,
      `${label} must be ${bytes} bytes`,
    );

/** The key record: KDF parameters, the wrapped vault key and its verifier (nothing secret). */
export const vaultKeyRecordSchema = z.object({
  kdf: z.literal('PBKDF2-SHA256', { error: 'The key derivation must be PBKDF2-SHA256' }),
  iterations: z
    .number({ error: 'Iterations must be a number' })
    .int('Iterations must be a whole number')
    .min(MIN_KDF_ITERATIONS, `At least ${MIN_KDF_ITERATIONS} iterations are required`)
    .max(MAX_KDF_ITERATIONS, `At most ${MAX_KDF_ITERATIONS} iterations`),
  salt: base64Bytes(KDF_SALT_BYTES, 'The salt'),
  wrappedKey: sealed(64, 'The wrapped key'),
  verifier: sealed(128, 'The verifier'),
});
export type VaultKeyRecord = z.output<typeof vaultKeyRecordSchema>;

/** Proof that the caller holds the vault key (an HMAC only the key gives), for key changes. */
const keyProof = base64Bytes(32, 'The key proof');

/** PUT /api/vault/keys: the first vault password (refused once a vault exists). */
export const vaultSetupSchema = vaultKeyRecordSchema.extend({ keyProof });

/** POST /api/vault/keys/password: a new vault password wraps the same vault key. */
export const vaultPasswordChangeSchema = vaultKeyRecordSchema.extend({ keyProof });

export const biometricWrapSchema = z.object({
  credentialId: z
    .string({ error: 'The credential id is required' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The credential id must be base64')
    .min(16, 'The credential id is too short')
    .max(1400, 'The credential id is too long'),
  prfSalt: base64Bytes(32, 'The PRF salt'),
  wrappedKey: sealed(64, 'The wrapped key'),
});
export type BiometricWrap = z.output<typeof biometricWrapSchema>;

export interface VaultKeyring extends VaultKeyRecord {
  biometric: BiometricWrap[];
}

const fileSchema = z.object({
  size: z
    .number({ error: 'The file size is required' })
    .int()
    .min(0, 'The file size is required')
    .max(VAULT_FILE_MAX_BYTES, VAULT_FILE_SIZE_MESSAGE),
  extension: z.enum(VAULT_FILE_EXTENSIONS, { error: VAULT_FILE_TYPE_MESSAGE }),
});

/** The fields a member chooses and may change later: category and level plain, the rest sealed. */
const itemFields = {
  category: z.string({ error: VAULT_MESSAGES.categoryForType }),
  accessLevel: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'The access level is 1, 2 or 3',
  }),
  title: sealed(1024, 'The title'),
  description: sealed(4096, 'The description').nullable(),
  content: sealed(64 * 1024, 'The content').nullable(),
  tags: sealed(4096, 'The tags').nullable(),
};

/** POST /api/vault/items: a new item, its private fields sealed in the browser. */
export const newVaultItemSchema = z
  .object({
    id: z.uuid({ error: 'The item id must be a UUID' }),
    itemType: z.enum(ITEM_TYPES, { error: 'Choose Document, Note or Preference' }),
    ...itemFields,
    fileName: sealed(1024, 'The file name').nullable(),
    file: fileSchema.nullable(),
  })
  .superRefine((item, ctx) => {
    if (!categoryFitsType(item.itemType, item.category)) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: VAULT_MESSAGES.categoryForType });
    }
    if (item.file && item.itemType !== 'document') {
      ctx.addIssue({ code: 'custom', path: ['file'], message: 'Only documents carry a file.' });
    }
    if (Boolean(item.file) !== Boolean(item.fileName)) {
      ctx.addIssue({ code: 'custom', path: ['fileName'], message: 'A file needs its name.' });
    }
  });
export type NewVaultItem = z.output<typeof newVaultItemSchema>;

/**
 * PATCH /api/vault/items/:id: the fields the member changed, the private ones sealed anew in the
 * browser (a field left out stays as it is; null clears an optional one). The item's type, its
 * file and its file's name never change; the server checks the category against the stored type.
 */
export const vaultItemChangesSchema = z
  .object(itemFields)
  .partial()
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    VAULT_MESSAGES.nothingChanged,
  );
export type VaultItemChanges = z.output<typeof vaultItemChangesSchema>;

/** GET /api/vault/items: the member's items, still sealed. */
export interface VaultItemList {
  items: SealedVaultItem[];
}

/** An item as the member's browser receives it (ciphertext fields, plain facts). */
export interface SealedVaultItem {
  id: string;
  itemType: ItemType;
  category: string;
  accessLevel: 1 | 2 | 3;
  title: string;
  description: string | null;
  content: string | null;
  tags: string | null;
  fileName: string | null;
  file: { size: number; extension: string } | null;
  /** The member let the assistant open it (ADR 062); only ever at level 2. */
  aiAccessGranted: boolean;
  /** When the assistant last opened it, in the member's browser with their approval; or null. */
  lastAccessedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
