import type { SealedVaultItem, VaultKeyring } from '../features/vault/api/vault-types';
import { VaultPage } from '../features/vault/components/vault-page';
import { sealItemTexts } from '../features/vault/crypto/item-cipher';
import { createVault } from '../features/vault/crypto/vault-keys';
import { jsonResponse, mockFetch } from './fetch-mock';
import { renderRoutes } from './render';

/** What the in-memory vault API has stored, to check that nothing readable reached it. */
export interface StoredVault {
  keyring: VaultKeyring | null;
  items: SealedVaultItem[];
  files: Map<string, Uint8Array<ArrayBuffer>>;
}

/** An in-memory vault API (keys, items, files) with the server's answers and status codes. */
export function serveVault(stored: StoredVault = { keyring: null, items: [], files: new Map() }) {
  const api = mockFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/memory-bank') return jsonResponse(200, { entries: [] });
    if (url === '/api/legacy-capsules') return jsonResponse(200, { capsules: [] });
    if (url === '/api/vault/keys' && method === 'GET') {
      return stored.keyring
        ? jsonResponse(200, stored.keyring)
        : jsonResponse(404, { code: 'VAULT_NOT_SET_UP', message: 'Set a vault password first' });
    }
    if (url === '/api/vault/keys' && method === 'PUT') {
      stored.keyring = { ...(JSON.parse(String(init.body)) as VaultKeyring), biometric: [] };
      return jsonResponse(201, stored.keyring);
    }
    if (url === '/api/vault/keys/password' && method === 'POST') {
      const { keyProof, ...record } = JSON.parse(String(init.body)) as VaultKeyring & {
        keyProof: string;
      };
      if (!keyProof) return jsonResponse(403, { code: 'WRONG_KEY_PROOF', message: 'No proof' });
      stored.keyring = { ...record, biometric: stored.keyring?.biometric ?? [] };
      return jsonResponse(200, stored.keyring);
    }
    if (url === '/api/vault/items' && method === 'GET') {
      return jsonResponse(200, { items: [...stored.items].reverse() });
    }
    if (url === '/api/vault/items' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as SealedVaultItem;
      const item = {
        ...body,
        createdAt: '2026-11-24T08:00:00Z',
        updatedAt: '2026-11-24T08:00:00Z',
      };
      stored.items.push(item);
      return jsonResponse(201, item);
    }
    const file = /^\/api\/vault\/items\/([\w-]+)\/file$/.exec(url);
    if (file && method === 'PUT') {
      const bytes = new Uint8Array(await (init.body as Blob).arrayBuffer());
      stored.files.set(file[1]!, bytes);
      return jsonResponse(204);
    }
    if (file && method === 'GET') {
      const bytes = stored.files.get(file[1]!);
      return bytes
        ? new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } })
        : jsonResponse(404, { code: 'NOT_FOUND', message: 'File not found' });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: `No route ${method} ${url}` });
  });
  return { api, stored };
}

export function renderVault() {
  return renderRoutes([{ path: '/vault', element: <VaultPage /> }], { path: '/vault' });
}

/**
 * A vault as the browser makes it (600,000 iterations) with items sealed in it: the key record
 * the vault API answers and the items as the server holds them.
 */
export async function sealedVault(
  password: string,
  items: {
    id: string;
    category: string;
    itemType: SealedVaultItem['itemType'];
    accessLevel: 1 | 2 | 3;
    title: string;
    content: string;
  }[],
) {
  const { record, vaultKey } = await createVault(password);
  const sealed = await Promise.all(
    items.map(async ({ id, category, itemType, accessLevel, title, content }) => ({
      id,
      itemType,
      category,
      accessLevel,
      fileName: null,
      file: null,
      aiAccessGranted: false,
      lastAccessedAt: null,
      createdAt: '2026-11-24T08:00:00Z',
      updatedAt: '2026-11-24T08:00:00Z',
      ...(await sealItemTexts(vaultKey, id, { title, description: '', content, tags: [] })),
    })),
  );
  return {
    keyring: { ...record, biometric: [] } as VaultKeyring,
    items: sealed as SealedVaultItem[],
  };
}
