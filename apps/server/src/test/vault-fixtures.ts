import { createCipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { MIN_KDF_ITERATIONS, type SealedVaultItem } from '@aurum/shared/vault/vault-contract';
import { bearer } from './auth-fixtures';
import type { TestApp } from './test-app';

type Session = Parameters<typeof bearer>[0];

/** What the browser does (ADR 020): AES-256-GCM, 12-byte IV first, tag last, base64. */
export function sealText(key: Buffer, text: string | Buffer, context: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  return Buffer.concat([iv, cipher.update(text), cipher.final(), cipher.getAuthTag()]).toString(
    'base64',
  );
}

/** Sets up the member's vault as their browser would; the vault key, which the server never sees. */
export async function memberVault(t: TestApp, session: Session) {
  const vaultKey = randomBytes(32);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/vault/keys',
    headers: bearer(session),
    payload: {
      kdf: 'PBKDF2-SHA256',
      iterations: MIN_KDF_ITERATIONS,
      salt: randomBytes(16).toString('base64'),
      wrappedKey: sealText(randomBytes(32), vaultKey, 'aurum-vault-key'),
      verifier: sealText(vaultKey, 'Aurum vault verifier v1', 'aurum-vault-verifier'),
      keyProof: createHmac('sha256', vaultKey).update('aurum-vault-key-proof').digest('base64'),
    },
  });
  if (res.statusCode !== 201) throw new Error(`vault set-up failed: ${res.body}`);
  return vaultKey;
}

/** Adds a note or a document without a file, its texts sealed with the vault key; its id. */
export async function addVaultItem(
  t: TestApp,
  session: Session,
  vaultKey: Buffer,
  item: {
    category: string;
    itemType: 'document' | 'note' | 'preference';
    accessLevel: 1 | 2 | 3;
    text: string;
  },
): Promise<string> {
  const id = randomUUID();
  const seal = (field: string, text: string) =>
    sealText(vaultKey, text, `aurum-vault-item:${id}:${field}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vault/items',
    headers: bearer(session),
    payload: {
      id,
      itemType: item.itemType,
      category: item.category,
      accessLevel: item.accessLevel,
      title: seal('title', `${item.category} ${item.text}`),
      description: null,
      content: seal('content', item.text),
      tags: null,
      fileName: null,
      file: null,
    },
  });
  if (res.statusCode !== 201) throw new Error(`vault item failed: ${res.body}`);
  return id;
}

/** The member's items as their browser receives them (sealed). */
export async function vaultItems(t: TestApp, session: Session): Promise<SealedVaultItem[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/vault/items',
    headers: bearer(session),
  });
  return (res.json() as { items: SealedVaultItem[] }).items;
}
