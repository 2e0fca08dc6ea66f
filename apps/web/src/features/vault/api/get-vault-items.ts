import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as vaultRoutes from '@aurum/shared/vault/vault-routes';
import { vaultKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';
import { decryptField } from '../crypto/item-cipher';
import { ENCRYPTED_PLACEHOLDER } from '../utils/vault-texts';
import type { SealedVaultItem, VaultItem } from './vault-types';

export function getVaultItems(signal?: AbortSignal) {
  return callApi(vaultRoutes.items, { signal });
}

const parseTags = (text: string | null): string[] => {
  if (text === null) return [];
  if (text === ENCRYPTED_PLACEHOLDER) return [ENCRYPTED_PLACEHOLDER];
  try {
    const tags: unknown = JSON.parse(text);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [ENCRYPTED_PLACEHOLDER];
  }
};

/** Every field decrypted in the browser; one that fails reads '[Encrypted]'. */
export async function openVaultItem(
  vaultKey: CryptoKey,
  item: SealedVaultItem,
): Promise<VaultItem> {
  const open = async (field: 'title' | 'description' | 'content' | 'tags' | 'fileName') => {
    const sealed = item[field];
    if (sealed === null) return null;
    return (await decryptField(vaultKey, item.id, field, sealed)) ?? ENCRYPTED_PLACEHOLDER;
  };
  const [title, description, content, tags, fileName] = await Promise.all([
    open('title'),
    open('description'),
    open('content'),
    open('tags'),
    open('fileName'),
  ]);
  return {
    ...item,
    title: title ?? ENCRYPTED_PLACEHOLDER,
    description,
    content,
    tags: parseTags(tags),
    fileName,
  };
}

/**
 * The member's items, newest first, decrypted with the vault key of this unlock. The session
 * number is part of the query key, so nothing decrypted outlives a lock (which removes it too).
 */
export function useVaultItems(vaultKey: CryptoKey, session: number) {
  const { user } = useAuth();
  return useQuery({
    queryKey: vaultKeys.decryptedItems(user?.id ?? '', session),
    queryFn: async ({ signal }) => {
      const { items } = await getVaultItems(signal);
      return Promise.all(items.map((item) => openVaultItem(vaultKey, item)));
    },
    enabled: Boolean(user),
    gcTime: 0,
  });
}
