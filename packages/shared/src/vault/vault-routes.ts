import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  biometricWrapSchema,
  newVaultItemSchema,
  SealedVaultItem,
  vaultItemChangesSchema,
  VaultItemList,
  VaultKeyring,
  vaultPasswordChangeSchema,
  vaultSetupSchema,
} from './vault-contract';

/**
 * The vault (ADR 020, 080): the key record and the items, sealed in the browser. A file goes up
 * as its encrypted bytes (`bytes`, not a JSON body) and comes down as a stream.
 */

/** 404 before the member sets a vault password. */
export const keyring = route('GET', '/api/vault/keys', typed<{ answer: VaultKeyring }>);

/** The first vault password's key record; refused once one exists. */
export const setUp = route(
  'PUT',
  '/api/vault/keys',
  typed<{ answer: VaultKeyring; body: z.input<typeof vaultSetupSchema> }>,
);

/** The same vault key wrapped by a new password, with the proof. */
export const changePassword = route(
  'POST',
  '/api/vault/keys/password',
  typed<{ answer: VaultKeyring; body: z.input<typeof vaultPasswordChangeSchema> }>,
);

/** This device's credential and its wrap of the vault key. */
export const addBiometric = route(
  'POST',
  '/api/vault/keys/biometric',
  typed<{ answer: VaultKeyring; body: z.input<typeof biometricWrapSchema> }>,
);

export const items = route('GET', '/api/vault/items', typed<{ answer: VaultItemList }>);

export const addItem = route(
  'POST',
  '/api/vault/items',
  typed<{ answer: SealedVaultItem; body: z.input<typeof newVaultItemSchema> }>,
);

export const changeItem = route(
  'PATCH',
  '/api/vault/items/:id',
  typed<{ answer: SealedVaultItem; body: z.input<typeof vaultItemChangesSchema> }>,
);

/** The encrypted file, as application/octet-stream. */
export const uploadFile = route('PUT', '/api/vault/items/:id/file');

/** The encrypted file as a stream (callApiResponse). */
export const downloadFile = route('GET', '/api/vault/items/:id/file');

export const removeItem = route('DELETE', '/api/vault/items/:id');

/** The credential id base64url-encoded. */
export const removeBiometric = route('DELETE', '/api/vault/keys/biometric/:credentialId');
