import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Peer } from '../../test/s3-peer';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

/** A stream of the bytes in small pieces, failing after `failAfter` bytes when given. */
function streamOf(bytes: Buffer, failAfter?: number) {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) {
        if (failAfter !== undefined && at >= failAfter) throw new Error('connection reset');
        yield bytes.subarray(at, at + 64 * 1024);
      }
    })(),
  );
}

type Adapter = {
  storage: FileStorage;
  isEmpty: () => Promise<boolean>;
  close: () => Promise<void>;
};

const adapters: [string, () => Promise<Adapter>][] = [
  [
    'a folder on disk',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'aurum-files-'));
      return {
        storage: new DiskStorage(folder),
        isEmpty: async () =>
          (await readdir(folder, { recursive: true, withFileTypes: true })).every(
            (e) => !e.isFile(),
          ),
        close: () => rm(folder, { recursive: true, force: true }),
      };
    },
  ],
  [
    'an S3 bucket (s3rver on loopback)',
    async () => {
      const peer = await startS3Peer();
      return {
        storage: new S3Storage(peer.settings),
        // What any client of the bucket sees. (s3rver has no AbortMultipartUpload, so the parts
        // of an aborted upload stay in its folder; S3 itself drops them.)
        isEmpty: async () => (await peer.listKeys()).length === 0,
        close: peer.close,
      };
    },
  ],
];

describe.each(adapters)('file storage in %s', (_name, open) => {
  let adapter: Adapter;
  beforeAll(async () => {
    adapter = await open();
  });
  afterAll(() => adapter.close());

  it('stores, streams back and deletes a file; nothing stored is null', async () => {
    const { storage } = adapter;
    const bytes = randomBytes(300_000);
    expect(await storage.put('vault/member-a/item-1', streamOf(bytes), bytes.length)).toBe(
      bytes.length,
    );
    const stored = await storage.get('vault/member-a/item-1');
    expect(stored?.size).toBe(bytes.length);
    expect((await buffer(stored!.stream)).equals(bytes)).toBe(true);
    await storage.delete('vault/member-a/item-1');
    expect(await storage.get('vault/member-a/item-1')).toBeNull();
    await storage.delete('vault/member-a/item-1');
    expect(await storage.get('vault/member-a/never-stored')).toBeNull();
  });

  it('streams a file larger than one upload part', async () => {
    const bytes = randomBytes(20 * 1024 * 1024 + 17);
    await adapter.storage.put('vault/member-a/large', streamOf(bytes), bytes.length);
    const stored = await adapter.storage.get('vault/member-a/large');
    expect((await buffer(stored!.stream)).equals(bytes)).toBe(true);
    await adapter.storage.delete('vault/member-a/large');
  });

  it('refuses more bytes than allowed with 413 and leaves nothing', async () => {
    const bytes = randomBytes(200_000);
    await expect(
      adapter.storage.put('vault/member-a/too-big', streamOf(bytes), 100_000),
    ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', status: 413 });
    expect(await adapter.storage.get('vault/member-a/too-big')).toBeNull();
    expect(await adapter.isEmpty()).toBe(true);
  });

  it('leaves nothing when the upload breaks off', async () => {
    const bytes = randomBytes(12 * 1024 * 1024);
    await expect(
      adapter.storage.put('vault/member-a/broken', streamOf(bytes, 9 * 1024 * 1024), bytes.length),
    ).rejects.toThrow('connection reset');
    expect(await adapter.storage.get('vault/member-a/broken')).toBeNull();
    expect(await adapter.isEmpty()).toBe(true);
  });

  it('refuses keys that are not built from ids', async () => {
    for (const key of ['../etc/passwd', 'vault//x', 'Vault/A', 'vault/a b']) {
      await expect(adapter.storage.put(key, streamOf(Buffer.from('x')), 10)).rejects.toThrow(
        'Not a storage key',
      );
    }
  });
});
