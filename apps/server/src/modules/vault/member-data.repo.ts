import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { vaultBiometricWraps, vaultItems, vaultKeyrings } from '../../db/schema/vault';

/**
 * The vault's part of the member's data rights (ADR 055): everything as the server holds it,
 * ciphertext made in the member's browser (ADR 020) with the parameters to open it offline.
 */
export const VAULT_EXPORT_TABLES = [
  'vault_keyrings',
  'vault_biometric_wraps',
  'vault_items',
] as const;

export async function exportVault(db: Executor, userId: string) {
  const [keyring] = await db
    .select({
      kdf: vaultKeyrings.kdf,
      iterations: vaultKeyrings.iterations,
      salt: vaultKeyrings.salt,
      wrappedKey: vaultKeyrings.wrappedKey,
      verifier: vaultKeyrings.verifier,
    })
    .from(vaultKeyrings)
    .where(eq(vaultKeyrings.userId, userId));
  const biometric = await db
    .select({
      credentialId: vaultBiometricWraps.credentialId,
      prfSalt: vaultBiometricWraps.prfSalt,
      wrappedKey: vaultBiometricWraps.wrappedKey,
    })
    .from(vaultBiometricWraps)
    .where(eq(vaultBiometricWraps.userId, userId));
  const items = await db
    .select({
      id: vaultItems.id,
      itemType: vaultItems.itemType,
      category: vaultItems.category,
      accessLevel: vaultItems.accessLevel,
      aiAccessGranted: vaultItems.aiAccessGranted,
      lastAccessedAt: vaultItems.lastAccessedAt,
      title: vaultItems.title,
      description: vaultItems.description,
      content: vaultItems.content,
      tags: vaultItems.tags,
      fileName: vaultItems.fileName,
      fileSize: vaultItems.fileSize,
      fileExtension: vaultItems.fileExtension,
      fileState: vaultItems.fileState,
      createdAt: vaultItems.createdAt,
      updatedAt: vaultItems.updatedAt,
    })
    .from(vaultItems)
    .where(eq(vaultItems.userId, userId))
    .orderBy(vaultItems.createdAt);
  return {
    keyring: keyring ?? null,
    biometric_wraps: biometric,
    items: items.map(({ createdAt, updatedAt, fileState, lastAccessedAt, ...item }) => ({
      ...item,
      last_accessed_at: lastAccessedAt?.toISOString() ?? null,
      file_download: fileState === 'stored' ? `/api/vault/items/${item.id}/file` : null,
      created_at: createdAt.toISOString(),
      updated_at: updatedAt.toISOString(),
    })),
  };
}

/** Removes the vault's rows; resolves the ids of items whose file is in storage (to delete). */
export async function forgetVault(tx: Transaction, userId: string) {
  const withFiles = await tx
    .select({ id: vaultItems.id })
    .from(vaultItems)
    .where(and(eq(vaultItems.userId, userId), isNotNull(vaultItems.fileState)));
  await tx.delete(vaultItems).where(eq(vaultItems.userId, userId));
  await tx.delete(vaultBiometricWraps).where(eq(vaultBiometricWraps.userId, userId));
  await tx.delete(vaultKeyrings).where(eq(vaultKeyrings.userId, userId));
  return withFiles.map((row) => row.id);
}
