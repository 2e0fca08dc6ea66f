import type { Readable } from 'node:stream';
import { AppError } from '../errors';

/**
 * Where private files go (ADR 020): a port with two adapters, a folder on disk (default) and an
 * S3-compatible bucket. Keys are built by the caller from ids, never from names a user typed.
 */
export interface FileStorage {
  /**
   * Stores the stream under the key and resolves with its size. More than `maxBytes` fails with
   * 413; on any failure nothing is left under the key.
   */
  put(key: string, body: Readable, maxBytes: number): Promise<number>;
  /** The stored bytes as a stream with their size, or null when nothing is stored. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the object; nothing stored is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function assertStorageKey(key: string) {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
}

export const tooLarge = () => new AppError('FILE_TOO_LARGE', 'Files can be at most 50 MB.', 413);
