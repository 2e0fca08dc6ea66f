import { createCipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  FILE_CHUNK_BYTES,
  MIN_KDF_ITERATIONS,
  sealedFileSize,
} from '@aurum/shared/vault/vault-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { startS3Peer } from '../../test/s3-peer';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { onTwoInstances } from '../../test/two-instances';

type Session = Parameters<typeof bearer>[0];

const MARKER = 'OkapiMarker-5521';

/** What the browser does (ADR 020): AES-256-GCM, 12-byte IV first, tag last, base64. */
function seal(key: Buffer, plain: Buffer, context: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}
const sealText = (key: Buffer, text: string, context: string) =>
  seal(key, Buffer.from(text), context).toString('base64');

function sealFile(key: Buffer, itemId: string, plain: Buffer) {
  const chunks = Math.max(1, Math.ceil(plain.length / FILE_CHUNK_BYTES));
  const parts = [];
  for (let i = 0; i < chunks; i += 1) {
    const chunk = plain.subarray(i * FILE_CHUNK_BYTES, (i + 1) * FILE_CHUNK_BYTES);
    parts.push(
      seal(key, chunk, `aurum-vault-file:${itemId}:${i}:${i === chunks - 1 ? 'last' : 'more'}`),
    );
  }
  return Buffer.concat(parts);
}

function keyRecord(vaultKey: Buffer) {
  const passwordKey = randomBytes(32);
  return {
    kdf: 'PBKDF2-SHA256',
    iterations: MIN_KDF_ITERATIONS,
    salt: randomBytes(16).toString('base64'),
    wrappedKey: seal(passwordKey, vaultKey, 'aurum-vault-key').toString('base64'),
    verifier: sealText(vaultKey, 'Aurum vault verifier v1', 'aurum-vault-verifier'),
    keyProof: createHmac('sha256', vaultKey).update('aurum-vault-key-proof').digest('base64'),
  };
}

function noteOf(vaultKey: Buffer, id = randomUUID()) {
  const ctx = (field: string) => `aurum-vault-item:${id}:${field}`;
  return {
    id,
    itemType: 'note',
    category: 'journal',
    accessLevel: 1,
    title: sealText(vaultKey, `Diary ${MARKER}`, ctx('title')),
    description: null,
    content: sealText(vaultKey, `Dear diary ${MARKER}`, ctx('content')),
    tags: sealText(vaultKey, JSON.stringify([MARKER]), ctx('tags')),
    fileName: null,
    file: null,
  };
}

function documentOf(vaultKey: Buffer, size: number, id = randomUUID()) {
  return {
    ...noteOf(vaultKey, id),
    itemType: 'document',
    category: 'passport',
    content: null,
    fileName: sealText(vaultKey, `passport-${MARKER}.pdf`, `aurum-vault-item:${id}:fileName`),
    file: { size, extension: '.pdf' },
  };
}

/** The API calls a member's browser makes, against one app. */
function vaultClient(t: TestApp) {
  const call = (session: Session, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(session),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = (session: Session, id: string, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/vault/items/${id}/file`,
      headers: { ...bearer(session), 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
  async function memberWithVault() {
    const { session } = await confirmedMember(t);
    const vaultKey = randomBytes(32);
    const record = keyRecord(vaultKey);
    expect((await call(session, 'PUT', '/api/vault/keys', record)).statusCode).toBe(201);
    return { session, vaultKey, record };
  }
  return { call, upload, memberWithVault };
}

/**
 * Adds a note and a document through the API, downloads the file, and checks that neither the
 * database nor the stored bytes hold the marker.
 */
async function storesOnlyCiphertext(t: TestApp, storedFiles: () => Promise<Buffer[]>) {
  const { call, upload, memberWithVault } = vaultClient(t);
  const { session, vaultKey } = await memberWithVault();
  const note = noteOf(vaultKey);
  expect((await call(session, 'POST', '/api/vault/items', note)).statusCode).toBe(201);
  const plain = Buffer.from(`%PDF-1.7 ${MARKER} `.repeat(100_000));
  const doc = documentOf(vaultKey, plain.length);
  expect((await call(session, 'POST', '/api/vault/items', doc)).statusCode).toBe(201);

  // Until its file arrives the document does not count.
  let items = (await call(session, 'GET', '/api/vault/items')).json().items;
  expect(items.map((i: { id: string }) => i.id)).toEqual([note.id]);

  const sealedBytes = sealFile(vaultKey, doc.id, plain);
  expect(sealedBytes.length).toBe(sealedFileSize(plain.length));
  expect((await upload(session, doc.id, sealedBytes)).statusCode).toBe(204);
  items = (await call(session, 'GET', '/api/vault/items')).json().items;
  expect(items).toHaveLength(2);
  expect(items.find((i: { id: string }) => i.id === doc.id)).toMatchObject({
    itemType: 'document',
    category: 'passport',
    file: { size: plain.length, extension: '.pdf' },
  });

  const download = await call(session, 'GET', `/api/vault/items/${doc.id}/file`);
  expect(download.statusCode).toBe(200);
  expect(download.headers['cache-control']).toBe('private, no-store');
  expect(download.rawPayload.equals(sealedBytes)).toBe(true);

  const rows = [
    await t.database.db.execute(sql`select * from vault_items`),
    await t.database.db.execute(sql`select * from vault_keyrings`),
  ];
  expect(JSON.stringify(rows)).toContain(doc.id);
  expect(JSON.stringify(rows)).not.toContain(MARKER);
  const files = await storedFiles();
  expect(files.length).toBeGreaterThan(0);
  for (const bytes of files) expect(bytes.includes(Buffer.from(MARKER))).toBe(false);
  return { session, doc, call };
}

describe.each(databaseKinds)('the vault on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const client = () => vaultClient(t);
  const call: ReturnType<typeof vaultClient>['call'] = (...args) => client().call(...args);
  const upload: ReturnType<typeof vaultClient>['upload'] = (...args) => client().upload(...args);
  const memberWithVault = () => client().memberWithVault();

  it('answers 404 before set-up, then the key record without any secret', async () => {
    const { session } = await confirmedMember(t);
    const before = await call(session, 'GET', '/api/vault/keys');
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'VAULT_NOT_SET_UP' });
    const record = keyRecord(randomBytes(32));
    expect((await call(session, 'PUT', '/api/vault/keys', record)).statusCode).toBe(201);
    const keys = (await call(session, 'GET', '/api/vault/keys')).json();
    expect(keys).toEqual({
      kdf: 'PBKDF2-SHA256',
      iterations: MIN_KDF_ITERATIONS,
      salt: record.salt,
      wrappedKey: record.wrappedKey,
      verifier: record.verifier,
      biometric: [],
    });
  });

  it('refuses weak key derivation and malformed key material', async () => {
    const { session } = await confirmedMember(t);
    const record = keyRecord(randomBytes(32));
    for (const bad of [
      { ...record, iterations: 100_000 },
      { ...record, kdf: 'SHA1' },
      { ...record, salt: randomBytes(8).toString('base64') },
      { ...record, wrappedKey: 'not base64!' },
      { ...record, keyProof: undefined },
    ]) {
      const res = await call(session, 'PUT', '/api/vault/keys', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('sets up once when 20 set-ups arrive together; the rest get 409', async () => {
    const { session } = await confirmedMember(t);
    const answers = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          call(session, 'PUT', '/api/vault/keys', keyRecord(randomBytes(32))),
        ),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
  });

  it('changes the password only with the key proof', async () => {
    const { session, vaultKey, record } = await memberWithVault();
    const next = keyRecord(vaultKey);
    const wrong = await call(session, 'POST', '/api/vault/keys/password', {
      ...next,
      keyProof: randomBytes(32).toString('base64'),
    });
    expect(wrong.statusCode).toBe(403);
    const right = await call(session, 'POST', '/api/vault/keys/password', next);
    expect(right.statusCode).toBe(200);
    expect(right.json().wrappedKey).toBe(next.wrappedKey);
    expect(right.json().wrappedKey).not.toBe(record.wrappedKey);
  });

  it('stores items and files as ciphertext only: no marker in the database or on disk', async () => {
    const folder = path.join(t.config.DATA_DIR, 'files');
    await storesOnlyCiphertext(t, async () => {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      return Promise.all(
        entries.filter((e) => e.isFile()).map((e) => readFile(path.join(e.parentPath, e.name))),
      );
    });
  });

  it('refuses a wrong size, a second upload, a bad type and a note with a file', async () => {
    const { session, vaultKey } = await memberWithVault();
    const plain = randomBytes(5000);
    const doc = documentOf(vaultKey, plain.length);
    await call(session, 'POST', '/api/vault/items', doc);
    const short = await upload(session, doc.id, sealFile(vaultKey, doc.id, plain).subarray(1));
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('FILE_SIZE_MISMATCH');
    const tooLong = await upload(
      session,
      doc.id,
      Buffer.concat([sealFile(vaultKey, doc.id, plain), Buffer.alloc(10)]),
    );
    expect(tooLong.statusCode).toBe(413);
    expect((await upload(session, doc.id, sealFile(vaultKey, doc.id, plain))).statusCode).toBe(204);
    const again = await upload(session, doc.id, sealFile(vaultKey, doc.id, plain));
    expect(again.statusCode).toBe(409);

    const exe = { ...documentOf(vaultKey, 10), file: { size: 10, extension: '.exe' } };
    expect((await call(session, 'POST', '/api/vault/items', exe)).statusCode).toBe(400);
    const huge = {
      ...documentOf(vaultKey, 10),
      file: { size: 60 * 1024 * 1024, extension: '.pdf' },
    };
    expect((await call(session, 'POST', '/api/vault/items', huge)).statusCode).toBe(400);
    const noteWithFile = { ...documentOf(vaultKey, 10), itemType: 'note', category: 'journal' };
    expect((await call(session, 'POST', '/api/vault/items', noteWithFile)).statusCode).toBe(400);
    const wrongCategory = { ...noteOf(vaultKey), category: 'passport' };
    expect((await call(session, 'POST', '/api/vault/items', wrongCategory)).statusCode).toBe(400);
    const plainUpload = await t.app.inject({
      method: 'PUT',
      url: `/api/vault/items/${doc.id}/file`,
      headers: { ...bearer(session), 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(plainUpload.statusCode).toBe(415);
  });

  it('never shows, changes or serves one member’s vault to another', async () => {
    const owner = await memberWithVault();
    const doc = documentOf(owner.vaultKey, 100);
    await call(owner.session, 'POST', '/api/vault/items', doc);
    await upload(owner.session, doc.id, sealFile(owner.vaultKey, doc.id, randomBytes(100)));

    const { session: other } = await confirmedMember(t);
    expect((await call(other, 'GET', '/api/vault/keys')).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/vault/items')).json()).toEqual({ items: [] });
    expect((await call(other, 'GET', `/api/vault/items/${doc.id}/file`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/vault/items/${doc.id}`)).statusCode).toBe(404);
    expect((await upload(other, doc.id, Buffer.alloc(128))).statusCode).toBe(404);
    // The same id again, from another member: refused, the owner's item untouched.
    await call(other, 'PUT', '/api/vault/keys', keyRecord(randomBytes(32)));
    expect((await call(other, 'POST', '/api/vault/items', doc)).statusCode).toBe(409);
    const own = (await call(owner.session, 'GET', '/api/vault/items')).json().items;
    expect(own).toHaveLength(1);

    expect((await call(owner.session, 'DELETE', `/api/vault/items/${doc.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(owner.session, 'GET', `/api/vault/items/${doc.id}/file`)).statusCode).toBe(
      404,
    );
  });

  it('changes an item’s sealed fields and category; its type and file stay', async () => {
    const { session, vaultKey } = await memberWithVault();
    const plain = randomBytes(300);
    const doc = documentOf(vaultKey, plain.length);
    await call(session, 'POST', '/api/vault/items', doc);
    const sealedBytes = sealFile(vaultKey, doc.id, plain);
    expect((await upload(session, doc.id, sealedBytes)).statusCode).toBe(204);

    const ctx = (field: string) => `aurum-vault-item:${doc.id}:${field}`;
    const changes = {
      category: 'legal',
      accessLevel: 3,
      title: sealText(vaultKey, 'Will and testament', ctx('title')),
      description: sealText(vaultKey, 'Signed at the notary', ctx('description')),
      tags: null,
    };
    t.clock.advance(60);
    const res = await call(session, 'PATCH', `/api/vault/items/${doc.id}`, changes);
    expect(res.statusCode).toBe(200);
    const [item] = (await call(session, 'GET', '/api/vault/items')).json().items;
    expect(item).toMatchObject({
      ...changes,
      id: doc.id,
      itemType: 'document',
      content: null,
      fileName: doc.fileName,
      file: { size: plain.length, extension: '.pdf' },
    });
    expect(item.updatedAt).toBe(t.clock.now().toISOString());
    expect(item.updatedAt).not.toBe(item.createdAt);
    const download = await call(session, 'GET', `/api/vault/items/${doc.id}/file`);
    expect(download.rawPayload.equals(sealedBytes)).toBe(true);

    // Only what was sent changes.
    const retitled = sealText(vaultKey, 'Last will', ctx('title'));
    await call(session, 'PATCH', `/api/vault/items/${doc.id}`, { title: retitled });
    const [after] = (await call(session, 'GET', '/api/vault/items')).json().items;
    expect(after).toMatchObject({ title: retitled, description: changes.description });
  });

  it('refuses changes that do not fit: a category of another type, plain text, nothing', async () => {
    const { session, vaultKey } = await memberWithVault();
    const note = noteOf(vaultKey);
    await call(session, 'POST', '/api/vault/items', note);
    const url = `/api/vault/items/${note.id}`;
    const otherType = await call(session, 'PATCH', url, { category: 'passport' });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { category: 'Choose a category of this item type.' },
    });
    for (const bad of [
      { title: `Diary ${MARKER}` },
      { accessLevel: 4 },
      { title: null },
      {},
      { itemType: 'document' },
      { fileName: null },
    ]) {
      const res = await call(session, 'PATCH', url, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const [item] = (await call(session, 'GET', '/api/vault/items')).json().items;
    expect(item).toMatchObject({ category: 'journal', title: note.title, itemType: 'note' });
    const rows = await t.database.db.execute(sql`select * from vault_items`);
    expect(JSON.stringify(rows)).not.toContain(MARKER);
  });

  it('never lets a member change another member’s item', async () => {
    const owner = await memberWithVault();
    const note = noteOf(owner.vaultKey);
    await call(owner.session, 'POST', '/api/vault/items', note);
    const intruder = await memberWithVault();
    t.clock.advance(60);
    const res = await call(intruder.session, 'PATCH', `/api/vault/items/${note.id}`, {
      title: sealText(intruder.vaultKey, 'Mine now', `aurum-vault-item:${note.id}:title`),
      category: 'ideas',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Vault item not found' });
    const [item] = (await call(owner.session, 'GET', '/api/vault/items')).json().items;
    expect(item).toMatchObject({ title: note.title, category: 'journal' });
    expect(item.updatedAt).toBe(item.createdAt);
    expect(
      (await call(owner.session, 'PATCH', '/api/vault/items/abc', { accessLevel: 2 })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for ids that are not UUIDs and 401 without a session', async () => {
    const { session } = await memberWithVault();
    expect((await call(session, 'GET', '/api/vault/items/abc/file')).statusCode).toBe(404);
    expect((await call(session, 'DELETE', '/api/vault/items/1%27%20or%201=1')).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/vault/items' })).statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('vault files in an S3 bucket on %s', (kind) => {
  let t: TestApp;
  let bucket: Awaited<ReturnType<typeof startS3Peer>>;
  beforeAll(async () => {
    bucket = await startS3Peer();
    t = await createTestApp(kind, { env: bucket.env });
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  it('streams files to the bucket as ciphertext only, and deleting the item deletes the object', async () => {
    const { session, doc, call } = await storesOnlyCiphertext(t, () => bucket.storedFiles());
    const keys = await bucket.listKeys();
    expect(keys).toEqual([expect.stringMatching(new RegExp(`^vault/[0-9a-f-]{36}/${doc.id}$`))]);
    expect((await call(session, 'DELETE', `/api/vault/items/${doc.id}`)).statusCode).toBe(204);
    expect(await bucket.listKeys()).toEqual([]);
  });
});
