// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64';
import {
  FILE_CHUNK_BYTES,
  MIN_KDF_ITERATIONS,
  sealedFileSize,
} from '@aurum/shared/vault/vault-contract';
import { decryptFile, encryptFile } from './file-cipher';
import { decryptField, encryptField } from './item-cipher';
import { changeVaultPassword, createVault, unlockVault, VaultUnlockError } from './vault-keys';

const ITEM = '0b6f3c1e-6a43-4d0f-9b8e-2f4f7d1a9c11';
const OTHER_ITEM = '5d1f1c7e-1b2a-4c3d-8e9f-0a1b2c3d4e5f';

const streamOf = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());
const asStream = (bytes: Uint8Array, step = 65_536) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += step) controller.enqueue(bytes.slice(i, i + step));
      controller.close();
    },
  });

describe('vault keys', () => {
  it('unlocks with the right password and refuses a wrong one with Unlock Failed', async () => {
    const { record, vaultKey } = await createVault('correct horse');
    expect(record.iterations).toBe(MIN_KDF_ITERATIONS);
    expect(fromBase64(record.salt)).toHaveLength(16);
    const sealed = await encryptField(vaultKey, ITEM, 'title', 'Passport');
    const unlocked = await unlockVault('correct horse', record);
    expect(await decryptField(unlocked, ITEM, 'title', sealed)).toBe('Passport');
    await expect(unlockVault('wrong horse', record)).rejects.toThrow(VaultUnlockError);
    await expect(unlockVault('wrong horse', record)).rejects.toThrow('Unlock Failed');
  });

  it('refuses key derivation weaker than 600,000 iterations, whatever the server says', async () => {
    const { record } = await createVault('correct horse');
    await expect(unlockVault('correct horse', { ...record, iterations: 1000 })).rejects.toThrow(
      /at least 600000/,
    );
    await expect(createVault('x', 599_999)).rejects.toThrow(/at least 600000/);
  });

  it('fails to unlock when the wrapped key or the verifier was tampered with', async () => {
    const { record } = await createVault('pw1');
    const flip = (text: string) => {
      const bytes = fromBase64(text);
      bytes[bytes.length - 1] = bytes.at(-1)! ^ 1;
      return toBase64(bytes);
    };
    await expect(
      unlockVault('pw1', { ...record, wrappedKey: flip(record.wrappedKey) }),
    ).rejects.toThrow(VaultUnlockError);
    await expect(
      unlockVault('pw1', { ...record, verifier: flip(record.verifier) }),
    ).rejects.toThrow(VaultUnlockError);
  });

  it('changes the password by re-wrapping the same key: old items still open', async () => {
    const { vaultKey } = await createVault('old');
    const sealed = await encryptField(vaultKey, ITEM, 'content', 'note body');
    const record = await changeVaultPassword(vaultKey, 'new');
    await expect(unlockVault('old', record)).rejects.toThrow(VaultUnlockError);
    const unlocked = await unlockVault('new', record);
    expect(await decryptField(unlocked, ITEM, 'content', sealed)).toBe('note body');
  });
});

describe('item fields', () => {
  it('uses a fresh 12-byte IV every time and binds the item id and field', async () => {
    const { vaultKey } = await createVault('pw');
    const a = await encryptField(vaultKey, ITEM, 'title', 'same');
    const b = await encryptField(vaultKey, ITEM, 'title', 'same');
    expect(a).not.toBe(b);
    expect(fromBase64(a).subarray(0, 12)).not.toEqual(fromBase64(b).subarray(0, 12));
    expect(await decryptField(vaultKey, OTHER_ITEM, 'title', a)).toBeNull();
    expect(await decryptField(vaultKey, ITEM, 'content', a)).toBeNull();
  });

  it('gives null (shown as [Encrypted]) for tampered ciphertext or another key', async () => {
    const { vaultKey } = await createVault('pw');
    const { vaultKey: otherKey } = await createVault('pw');
    const sealed = fromBase64(await encryptField(vaultKey, ITEM, 'title', 'secret'));
    sealed[14] = sealed[14]! ^ 0xff;
    expect(await decryptField(vaultKey, ITEM, 'title', toBase64(sealed))).toBeNull();
    const good = await encryptField(vaultKey, ITEM, 'title', 'secret');
    expect(await decryptField(otherKey, ITEM, 'title', good)).toBeNull();
    expect(await decryptField(vaultKey, ITEM, 'title', 'not base64!')).toBeNull();
  });
});

describe('files in chunks', () => {
  // A random vault key straight away: these tests are about the file format, not the password.
  const randomKey = () =>
    crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
  const fileOf = (size: number) => {
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + 7) & 0xff;
    return bytes;
  };

  it.each([0, 1, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES + 5, 2 * FILE_CHUNK_BYTES + 300])(
    'round-trips a %i-byte file through the chunked format',
    async (size) => {
      const vaultKey = await randomKey();
      const plain = fileOf(size);
      const sealed = await streamOf(encryptFile(vaultKey, ITEM, new Blob([plain])));
      expect(sealed.length).toBe(sealedFileSize(size));
      const back = await decryptFile(vaultKey, ITEM, asStream(sealed), 'application/pdf');
      expect(back.type).toBe('application/pdf');
      expect(sameBytes(new Uint8Array(await back.arrayBuffer()), plain)).toBe(true);
    },
  );

  it('refuses a file cut off after a whole chunk, a changed byte, or another item id', async () => {
    const vaultKey = await randomKey();
    const sealed = await streamOf(
      encryptFile(vaultKey, ITEM, new Blob([fileOf(2 * FILE_CHUNK_BYTES + 10)])),
    );
    const firstChunk = sealed.slice(0, FILE_CHUNK_BYTES + 28);
    await expect(decryptFile(vaultKey, ITEM, asStream(firstChunk))).rejects.toThrow();
    const changed = sealed.slice();
    changed[FILE_CHUNK_BYTES + 100] = changed[FILE_CHUNK_BYTES + 100]! ^ 1;
    await expect(decryptFile(vaultKey, ITEM, asStream(changed))).rejects.toThrow();
    await expect(decryptFile(vaultKey, OTHER_ITEM, asStream(sealed))).rejects.toThrow();
  });
});
