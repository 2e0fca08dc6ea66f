import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './file-storage';
import { sizeLimit } from './size-limit';

/** Files under a folder (DATA_DIR/files): written to a temporary name, then renamed in place. */
export class DiskStorage implements FileStorage {
  constructor(private root: string) {}

  private pathOf(key: string) {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable, maxBytes: number): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.part`;
    const limit = sizeLimit(maxBytes);
    try {
      await pipeline(body, limit.counter, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
      return limit.bytes();
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
