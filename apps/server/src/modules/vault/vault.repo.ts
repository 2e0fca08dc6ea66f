import type {
  BiometricWrap,
  NewVaultItem,
  SealedVaultItem,
  VaultItemChanges,
  VaultKeyRecord,
} from '@aurum/shared/vault/vault-contract';
import { and, desc, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../db/as-member';
import { vaultBiometricWraps, vaultItems, vaultKeyrings } from '../../db/schema/vault';

const keyringColumns = {
  kdf: vaultKeyrings.kdf,
  iterations: vaultKeyrings.iterations,
  salt: vaultKeyrings.salt,
  wrappedKey: vaultKeyrings.wrappedKey,
  verifier: vaultKeyrings.verifier,
};

export async function readKeyring({ db, userId }: MemberReadScope) {
  const [keyring] = await db
    .select(keyringColumns)
    .from(vaultKeyrings)
    .where(eq(vaultKeyrings.userId, userId));
  if (!keyring) return null;
  const biometric = await db
    .select({
      credentialId: vaultBiometricWraps.credentialId,
      prfSalt: vaultBiometricWraps.prfSalt,
      wrappedKey: vaultBiometricWraps.wrappedKey,
    })
    .from(vaultBiometricWraps)
    .where(eq(vaultBiometricWraps.userId, userId))
    .orderBy(vaultBiometricWraps.createdAt);
  return { ...(keyring as VaultKeyRecord), biometric };
}

/** The first key record; false when the member already has one (a concurrent set-up won). */
export async function insertKeyring(
  { tx, userId }: MemberScope,
  record: VaultKeyRecord,
  keyProofHash: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(vaultKeyrings)
    .values({ userId, ...record, keyProofHash, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: vaultKeyrings.userId });
  return inserted.length === 1;
}

/** The stored key proof hash, the row locked for a change of password. */
export async function lockKeyProofHash({ tx, userId }: MemberScope): Promise<string | null> {
  const [row] = await tx
    .select({ hash: vaultKeyrings.keyProofHash })
    .from(vaultKeyrings)
    .where(eq(vaultKeyrings.userId, userId))
    .for('update');
  return row?.hash ?? null;
}

export async function updateKeyring(
  { tx, userId }: MemberScope,
  record: VaultKeyRecord,
  now: Date,
) {
  await tx
    .update(vaultKeyrings)
    .set({ ...record, updatedAt: now })
    .where(eq(vaultKeyrings.userId, userId));
}

export async function insertBiometricWrap(
  { tx, userId }: MemberScope,
  wrap: BiometricWrap,
  now: Date,
): Promise<void> {
  await tx
    .insert(vaultBiometricWraps)
    .values({ userId, ...wrap, createdAt: now })
    .onConflictDoUpdate({
      target: [vaultBiometricWraps.userId, vaultBiometricWraps.credentialId],
      set: { prfSalt: wrap.prfSalt, wrappedKey: wrap.wrappedKey, createdAt: now },
    });
}

export async function deleteBiometricWrap(
  { tx, userId }: MemberScope,
  credentialId: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(vaultBiometricWraps)
    .where(
      and(
        eq(vaultBiometricWraps.userId, userId),
        eq(vaultBiometricWraps.credentialId, credentialId),
      ),
    )
    .returning({ id: vaultBiometricWraps.id });
  return deleted.length === 1;
}

const itemColumns = {
  id: vaultItems.id,
  itemType: vaultItems.itemType,
  category: vaultItems.category,
  accessLevel: vaultItems.accessLevel,
  title: vaultItems.title,
  description: vaultItems.description,
  content: vaultItems.content,
  tags: vaultItems.tags,
  fileName: vaultItems.fileName,
  fileSize: vaultItems.fileSize,
  fileExtension: vaultItems.fileExtension,
  aiAccessGranted: vaultItems.aiAccessGranted,
  lastAccessedAt: vaultItems.lastAccessedAt,
  createdAt: vaultItems.createdAt,
  updatedAt: vaultItems.updatedAt,
};

interface ItemRow {
  id: string;
  itemType: string;
  category: string;
  accessLevel: number;
  title: string;
  description: string | null;
  content: string | null;
  tags: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileExtension: string | null;
  aiAccessGranted: boolean;
  lastAccessedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const toItem = (row: ItemRow): SealedVaultItem => ({
  id: row.id,
  itemType: row.itemType as SealedVaultItem['itemType'],
  category: row.category,
  accessLevel: row.accessLevel as SealedVaultItem['accessLevel'],
  title: row.title,
  description: row.description,
  content: row.content,
  tags: row.tags,
  fileName: row.fileName,
  file: row.fileSize === null ? null : { size: row.fileSize, extension: row.fileExtension ?? '' },
  aiAccessGranted: row.aiAccessGranted,
  lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** An item counts once its file (if it has one) is stored: a failed upload leaves none. */
const complete = or(isNull(vaultItems.fileState), eq(vaultItems.fileState, 'stored'));

export async function listItems({ db, userId }: MemberReadScope): Promise<SealedVaultItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(vaultItems)
    .where(and(eq(vaultItems.userId, userId), complete))
    .orderBy(desc(vaultItems.createdAt), desc(vaultItems.id));
  return rows.map(toItem);
}

/** A new item; false when the id is taken (by this member or anyone). */
export async function insertItem(
  { tx, userId }: MemberScope,
  item: NewVaultItem,
  now: Date,
): Promise<SealedVaultItem | null> {
  const [row] = await tx
    .insert(vaultItems)
    .values({
      id: item.id,
      userId,
      itemType: item.itemType,
      category: item.category,
      accessLevel: item.accessLevel,
      title: item.title,
      description: item.description,
      content: item.content,
      tags: item.tags,
      fileName: item.fileName,
      fileSize: item.file?.size ?? null,
      fileExtension: item.file?.extension ?? null,
      fileState: item.file ? 'pending' : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning(itemColumns);
  return row ? toItem(row) : null;
}

/** The type of the member's own complete item, its row locked for a change; null if none. */
export async function lockItemType({ tx, userId }: MemberScope, id: string) {
  const [row] = await tx
    .select({ itemType: vaultItems.itemType })
    .from(vaultItems)
    .where(and(eq(vaultItems.id, id), eq(vaultItems.userId, userId), complete))
    .for('update');
  return row ? (row.itemType as SealedVaultItem['itemType']) : null;
}

/** Writes the changed fields of the member's own item; its type and file stay as they are. */
export async function updateItem(
  { tx, userId }: MemberScope,
  id: string,
  changes: VaultItemChanges,
  now: Date,
): Promise<SealedVaultItem | null> {
  const [row] = await tx
    .update(vaultItems)
    .set({
      category: changes.category,
      accessLevel: changes.accessLevel,
      // The assistant's grant holds at level 2 only (ADR 062): another level withdraws it.
      aiAccessGranted:
        changes.accessLevel !== undefined && changes.accessLevel !== 2 ? false : undefined,
      title: changes.title,
      description: changes.description,
      content: changes.content,
      tags: changes.tags,
      updatedAt: now,
    })
    .where(and(eq(vaultItems.id, id), eq(vaultItems.userId, userId)))
    .returning(itemColumns);
  return row ? toItem(row) : null;
}

/**
 * Claims the member's item for its one upload (pending -> uploading) and gives the file's
 * announced size; null when no such item of the member, or it has no file, or it is claimed.
 */
export async function claimUpload({ tx, userId }: MemberScope, id: string, now: Date) {
  const [row] = await tx
    .update(vaultItems)
    .set({ fileState: 'uploading', updatedAt: now })
    .where(
      and(
        eq(vaultItems.id, id),
        eq(vaultItems.userId, userId),
        eq(vaultItems.fileState, 'pending'),
      ),
    )
    .returning({ size: vaultItems.fileSize });
  return row?.size ?? null;
}

/** Why an item cannot take an upload: missing (not the member's), no file, or already taken. */
export async function fileStateOf({ db, userId }: MemberReadScope, id: string) {
  const [row] = await db
    .select({ state: vaultItems.fileState })
    .from(vaultItems)
    .where(and(eq(vaultItems.id, id), eq(vaultItems.userId, userId)));
  return row ? { state: row.state } : null;
}

/** Ends an upload: stored, or back to pending after a failure. */
export async function finishUpload(
  { tx, userId }: MemberScope,
  id: string,
  state: 'stored' | 'pending',
  now: Date,
) {
  await tx
    .update(vaultItems)
    .set({ fileState: state, updatedAt: now })
    .where(
      and(
        eq(vaultItems.id, id),
        eq(vaultItems.userId, userId),
        eq(vaultItems.fileState, 'uploading'),
      ),
    );
}

/** The member's own stored file's size, or null (no item, no file, or not uploaded yet). */
export async function storedFileSize({ db, userId }: MemberReadScope, id: string) {
  const [row] = await db
    .select({ size: vaultItems.fileSize })
    .from(vaultItems)
    .where(
      and(eq(vaultItems.id, id), eq(vaultItems.userId, userId), eq(vaultItems.fileState, 'stored')),
    );
  return row?.size ?? null;
}

/** Deletes the member's own item; resolves whether it had a file in storage. */
export async function deleteItem({ tx, userId }: MemberScope, id: string) {
  const [row] = await tx
    .delete(vaultItems)
    .where(and(eq(vaultItems.id, id), eq(vaultItems.userId, userId)))
    .returning({ fileSize: vaultItems.fileSize });
  return row ? { hadFile: row.fileSize !== null } : null;
}

/** The member's items whose upload never finished, older than `before` (removed with their file). */
export async function deleteAbandonedUploads({ tx, userId }: MemberScope, before: Date) {
  return tx
    .delete(vaultItems)
    .where(
      and(
        eq(vaultItems.userId, userId),
        isNotNull(vaultItems.fileState),
        ne(vaultItems.fileState, 'stored'),
        lt(vaultItems.createdAt, before),
      ),
    )
    .returning({ id: vaultItems.id });
}
