import { createHash, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  categoryFitsType,
  sealedFileSize,
  VAULT_MESSAGES,
  type BiometricWrap,
  type NewVaultItem,
  type SealedVaultItem,
  type VaultItemChanges,
  type VaultKeyRecord,
  type VaultKeyring,
} from '@aurum/shared/vault/vault-contract';
import { asMember, asMemberRead, type MemberScope } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import * as assistant from './assistant-access.repo';
import * as repo from './vault.repo';

/** An item whose file never arrived is dropped after this long (with its partial upload). */
const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

const fileKey = (userId: string, itemId: string) => `vault/${userId}/${itemId}`;
const proofHash = (keyProof: string) =>
  createHash('sha256').update(Buffer.from(keyProof, 'base64')).digest('hex');
const itemNotFound = () => notFound(VAULT_MESSAGES.itemNotFound);

/**
 * The zero-knowledge vault (ADR 020): the member's key record, items as ciphertext and their
 * encrypted files in storage. Every row is the member's own; another member's id is a 404.
 */
export class VaultService {
  constructor(
    private db: Database,
    private clock: Clock,
    private storage: FileStorage,
  ) {}

  async keyring(userId: string): Promise<VaultKeyring> {
    const keyring = await asMemberRead(this.db, userId, (scope) => repo.readKeyring(scope));
    if (!keyring) throw new AppError('VAULT_NOT_SET_UP', VAULT_MESSAGES.notSetUp, 404);
    return keyring;
  }

  /** The first vault password: exactly one set-up wins, however many arrive at once. */
  async setUp(
    userId: string,
    record: VaultKeyRecord & { keyProof: string },
  ): Promise<VaultKeyring> {
    const { keyProof, ...keys } = record;
    const created = await asMember(this.db, userId, (scope) =>
      repo.insertKeyring(scope, keys, proofHash(keyProof), this.clock.now()),
    );
    if (!created) throw new AppError('VAULT_EXISTS', VAULT_MESSAGES.alreadySetUp, 409);
    return this.keyring(userId);
  }

  /** A new vault password re-wraps the same key; only a holder of the key may do it. */
  async changePassword(userId: string, record: VaultKeyRecord & { keyProof: string }) {
    const { keyProof, ...keys } = record;
    await asMember(this.db, userId, async (scope) => {
      const stored = await repo.lockKeyProofHash(scope);
      if (!stored) throw new AppError('VAULT_NOT_SET_UP', VAULT_MESSAGES.notSetUp, 404);
      const given = Buffer.from(proofHash(keyProof), 'hex');
      if (!timingSafeEqual(given, Buffer.from(stored, 'hex'))) {
        throw new AppError('WRONG_KEY_PROOF', VAULT_MESSAGES.wrongKeyProof, 403);
      }
      await repo.updateKeyring(scope, keys, this.clock.now());
    });
    return this.keyring(userId);
  }

  async addBiometric(userId: string, wrap: BiometricWrap): Promise<VaultKeyring> {
    await this.keyring(userId);
    await asMember(this.db, userId, (scope) =>
      repo.insertBiometricWrap(scope, wrap, this.clock.now()),
    );
    return this.keyring(userId);
  }

  async removeBiometric(userId: string, credentialId: string): Promise<void> {
    const removed = await asMember(this.db, userId, (scope) =>
      repo.deleteBiometricWrap(scope, credentialId),
    );
    if (!removed) throw notFound('Biometric credential not found');
  }

  items(userId: string): Promise<SealedVaultItem[]> {
    return asMemberRead(this.db, userId, (scope) => repo.listItems(scope));
  }

  async add(userId: string, item: NewVaultItem): Promise<SealedVaultItem> {
    await this.keyring(userId);
    const now = this.clock.now();
    const { created, abandoned } = await asMember(this.db, userId, async (scope) => ({
      abandoned: await repo.deleteAbandonedUploads(
        scope,
        new Date(now.getTime() - ABANDONED_UPLOAD_MS),
      ),
      created: await repo.insertItem(scope, item, now),
    }));
    await Promise.all(abandoned.map(({ id }) => this.storage.delete(fileKey(userId, id))));
    if (!created) throw new AppError('ITEM_EXISTS', VAULT_MESSAGES.itemExists, 409);
    return created;
  }

  /**
   * The member's changes to their own item, sealed in the browser: another member's item (or one
   * whose file never arrived) is a 404; a category of another item type is refused.
   */
  async update(
    userId: string,
    itemId: string,
    changes: VaultItemChanges,
  ): Promise<SealedVaultItem> {
    const updated = await asMember(this.db, userId, async (scope) => {
      const itemType = await repo.lockItemType(scope, itemId);
      if (!itemType) throw itemNotFound();
      if (changes.category !== undefined && !categoryFitsType(itemType, changes.category)) {
        throw new AppError('VALIDATION_ERROR', VAULT_MESSAGES.categoryForType, 400, {
          errors: { category: VAULT_MESSAGES.categoryForType },
        });
      }
      return repo.updateItem(scope, itemId, changes, this.clock.now());
    });
    if (!updated) throw itemNotFound();
    return updated;
  }

  /**
   * Streams the encrypted file to storage. Its size must be exactly the sealed size of the file
   * announced with the item; one upload per item (a second is a 409, also when they race).
   */
  async upload(userId: string, itemId: string, body: Readable): Promise<void> {
    const key = fileKey(userId, itemId);
    const size = await asMember(this.db, userId, (scope) =>
      repo.claimUpload(scope, itemId, this.clock.now()),
    );
    if (size === null) {
      body.resume();
      const item = await asMemberRead(this.db, userId, (scope) => repo.fileStateOf(scope, itemId));
      if (!item) throw itemNotFound();
      if (item.state === null) throw new AppError('NO_FILE', VAULT_MESSAGES.noFile, 400);
      throw new AppError('FILE_STORED', VAULT_MESSAGES.fileStored, 409);
    }
    const finish = (state: 'stored' | 'pending') =>
      asMember(this.db, userId, (scope) =>
        repo.finishUpload(scope, itemId, state, this.clock.now()),
      );
    // The bytes stream to storage outside any transaction: a slow upload holds no lock.
    const expected = sealedFileSize(size);
    try {
      const written = await this.storage.put(key, body, expected);
      if (written !== expected) {
        throw new AppError('FILE_SIZE_MISMATCH', VAULT_MESSAGES.fileSizeMismatch, 400);
      }
    } catch (error) {
      await this.storage.delete(key);
      await finish('pending');
      throw error;
    }
    await finish('stored');
  }

  /** The owner's encrypted file, as stored. */
  async download(userId: string, itemId: string) {
    const size = await asMemberRead(this.db, userId, (scope) => repo.storedFileSize(scope, itemId));
    if (size === null) throw itemNotFound();
    const stored = await this.storage.get(fileKey(userId, itemId));
    if (!stored) throw itemNotFound();
    return stored;
  }

  async remove(userId: string, itemId: string): Promise<void> {
    const deleted = await asMember(this.db, userId, (scope) => repo.deleteItem(scope, itemId));
    if (!deleted) throw itemNotFound();
    if (deleted.hadFile) await this.storage.delete(fileKey(userId, itemId));
  }

  /**
   * The member's own items of these vault categories as the assistant may know them (ADR 062):
   * id, category, type and access level; nothing sealed. All categories for an empty list.
   */
  itemsForAssistant(
    userId: string,
    categories: readonly string[],
  ): Promise<assistant.AssistantVaultItem[]> {
    return asMemberRead(this.db, userId, (scope) => assistant.itemsOfCategories(scope, categories));
  }

  /**
   * In the caller's transaction: the member approved the assistant opening these items, so those
   * still theirs and at level 2 are marked (ai_access_granted, last_accessed_at). The server
   * reads nothing sealed: the items open in the member's browser. Resolves the ids marked.
   */
  openForAssistantWithin(scope: MemberScope, itemIds: readonly string[], now: Date) {
    return assistant.markOpenedByAssistant(scope, itemIds, now);
  }

  /** Deletes a removed member's files from storage (ADR 055); nothing stored is not an error. */
  async deleteMemberFiles(userId: string, itemIds: string[]): Promise<void> {
    await Promise.all(itemIds.map((id) => this.storage.delete(fileKey(userId, id))));
  }
}
