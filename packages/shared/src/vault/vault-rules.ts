// The vault's limits, file types and texts, without zod: the web app's screens import these
// (vault-contract.ts adds the wire schemas and re-exports all of this).

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

/** Whether a category is one of its item type's (an item's type never changes, its category may). */
export const categoryFitsType = (itemType: ItemType, category: string) =>
  CATEGORIES_BY_TYPE[itemType].includes(category);

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
export type VaultFileExtension = (typeof VAULT_FILE_EXTENSIONS)[number];
export const VAULT_FILE_TYPES: Record<VaultFileExtension, string> = {
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

export const VAULT_MESSAGES = {
  notSetUp: 'Set a vault password first.',
  alreadySetUp: 'A vault password is already set for this account.',
  wrongKeyProof: 'Unlock your vault with its current password first.',
  itemNotFound: 'Vault item not found',
  itemExists: 'An item with this id already exists.',
  categoryForType: 'Choose a category of this item type.',
  nothingChanged: 'Change at least one field of the item.',
  noFile: 'This item has no file.',
  fileStored: 'This file is already uploaded.',
  fileSizeMismatch: 'The uploaded file does not match the size announced.',
} as const;
