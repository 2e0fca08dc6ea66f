import { VAULT_FILE_TYPES } from '@aurum/shared/vault/vault-rules';
import { callApiResponse } from '../../../lib/call-api';
import * as vaultRoutes from '@aurum/shared/vault/vault-routes';
import { decryptFile } from '../crypto/file-cipher';
import type { VaultItem } from './vault-types';

/** Downloads the owner's encrypted file, decrypts it in the browser and saves it under its name. */
export async function downloadVaultFile(vaultKey: CryptoKey, item: VaultItem) {
  const response = await callApiResponse(vaultRoutes.downloadFile, { params: { id: item.id } });
  if (!response.body) throw new Error('The file is empty.');
  const extension = item.file?.extension as keyof typeof VAULT_FILE_TYPES | undefined;
  const type = (extension && VAULT_FILE_TYPES[extension]) || 'application/octet-stream';
  const file = await decryptFile(vaultKey, item.id, response.body, type);
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = item.fileName ?? item.title ?? 'vault-file';
    link.click();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
