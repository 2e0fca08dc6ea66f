import { z } from 'zod';

/**
 * The zero-knowledge vault's wire contract (ADR 020). Everything private arrives as AES-GCM
 * ciphertext in base64 (a 12-byte IV, the ciphertext and its 16-byte tag); the server checks
 * shapes and sizes, never contents. Category, item type, access level and dates are plain.
 */

/** The client refuses weaker key derivation, and so does the server. */
export const MIN_KDF_ITERATIONS = 600_000;
export const MAX_KDF_ITERATIONS = 10_000_000;
export const KDF_SALT_BYTES = 16;

/** Files are sealed in 1 MiB chunks, each with its own IV and tag (28 bytes more). */
export const FILE_CHUNK_BYTES = 1024 * 1024;
export const FILE_CHUNK_OVERHEAD = 12 + 16;

/** Size of the sealed file for a plaintext of `size` bytes (an empty file is one sealed chunk). */
export function sealedFileSize(size: number): number {
  const chunks = Math.max(1, Math.ceil(size / FILE_CHUNK_BYTES));
  return size + chunks * FILE_CHUNK_OVERHEAD;
}

export const ITEM_TYPES = ['document', 'note', 'preference'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Spec 02 section 9: the categories of each item type. */
export const CATEGORIES_BY_TYPE: Record<ItemType, readonly string[]> = {
  document: ['passport', 'id', 'legal', 'financial', 'medical', 'insurance', 'property'],
  note: ['journal', 'ideas', 'passwords', 'recipes', 'memories'],
  preference: ['travel', 'food', 'wellness', 'lifestyle', 'work'],
};

/** Spec 02 section 2's document types; Aurum's limit of 50 MB (the spec sets none). */
export const VAULT_FILE_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.jpg',
  '.jpeg',
  '.png',
  '.txt',
] as const;
export const VAULT_FILE_TYPES: Record<(typeof VAULT_FILE_EXTENSIONS)[number], string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.txt': 'text/plain',
};
export const VAULT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const VAULT_FILE_TYPE_MESSAGE = `Choose a ${VAULT_FILE_EXTENSIONS.join(', ')} file.`;
export const VAULT_FILE_SIZE_MESSAGE = 'Files can be at most 50 MB.';

/** The extension of a file name, lower case, with its dot ('' when there is none). */
export const fileExtension = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '';

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

export const VAULT_MESSAGES = {
  notSetUp: 'Set a vault password first.',
  alreadySetUp: 'A vault password is already set for this account.',
  wrongKeyProof: 'Unlock your vault with its current password first.',
  itemNotFound: 'Vault item not found',
  itemExists: 'An item with this id already exists.',
  categoryForType: 'Choose a category of this item type.',
  noFile: 'This item has no file.',
  fileStored: 'This file is already uploaded.',
  fileSizeMismatch: 'The uploaded file does not match the size announced.',
} as const;

const fileSchema = z.object({
  size: z
    .number({ error: 'The file size is required' })
    .int()
    .min(0, 'The file size is required')
    .max(VAULT_FILE_MAX_BYTES, VAULT_FILE_SIZE_MESSAGE),
  extension: z.enum(VAULT_FILE_EXTENSIONS, { error: VAULT_FILE_TYPE_MESSAGE }),
});

/** POST /api/vault/items: a new item, its private fields sealed in the browser. */
export const newVaultItemSchema = z
  .object({
    id: z.uuid({ error: 'The item id must be a UUID' }),
    itemType: z.enum(ITEM_TYPES, { error: 'Choose Document, Note or Preference' }),
    category: z.string({ error: VAULT_MESSAGES.categoryForType }),
    accessLevel: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: 'The access level is 1, 2 or 3',
    }),
    title: sealed(1024, 'The title'),
    description: sealed(4096, 'The description').nullable(),
    content: sealed(64 * 1024, 'The content').nullable(),
    tags: sealed(4096, 'The tags').nullable(),
    fileName: sealed(1024, 'The file name').nullable(),
    file: fileSchema.nullable(),
  })
  .superRefine((item, ctx) => {
    if (!CATEGORIES_BY_TYPE[item.itemType].includes(item.category)) {
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
  createdAt: string;
  updatedAt: string;
}
