import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** `<key id>:` before the base64; base64 never holds a colon, so older values are told apart. */
const KEY_ID = /^([0-9a-f]{12}):/;

/** A sealed value names a key this server does not hold, or opens with none of its keys. */
export class SealingKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealingKeyError';
  }
}

interface Key {
  id: string;
  bytes: Buffer;
}

const keyFrom = (base64Key: string): Key => {
  const bytes = Buffer.from(base64Key, 'base64');
  if (bytes.length !== 32) throw new Error('The data encryption key must be 32 bytes');
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 12), bytes };
};

/**
 * Server-side encryption at rest: AES-256-GCM with a random 12-byte IV per message, sealed as
 * `<key id>:base64(iv | ciphertext | tag)`, the key id a short hash of the key (ADR 083).
 * Additional data binds a value to its row. The box holds the current key, which seals, and the
 * previous keys of a rotation (DATA_ENCRYPTION_KEY_PREVIOUS), which still open. Values sealed
 * before key ids were written carry none: they are tried with the current key, then each previous
 * key in the order configured; GCM's tag makes a wrong key fail, never read wrongly.
 */
export class SealedBox {
  private readonly current: Key;
  private readonly keys: readonly Key[];

  constructor(base64Key: string, previousKeys: readonly string[] = []) {
    this.current = keyFrom(base64Key);
    this.keys = [this.current, ...previousKeys.map(keyFrom)];
  }

  /** The id of the key new values are sealed with. */
  get keyId(): string {
    return this.current.id;
  }

  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.bytes, iv);
    cipher.setAAD(Buffer.from(associatedData));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const body = Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
    return `${this.current.id}:${body}`;
  }

  /**
   * Opens with the key the value names (or, for a value without one, the first key that fits).
   * Throws SealingKeyError when the named key is not configured or no key fits, and GCM's error
   * when the value was tampered with or sealed for other associated data.
   */
  open(sealed: string, associatedData: string): string {
    const named = KEY_ID.exec(sealed);
    if (named) {
      const key = this.keys.find((k) => k.id === named[1]);
      if (!key) {
        throw new SealingKeyError(
          `Sealed with key ${named[1]}, which is not configured: add that key to DATA_ENCRYPTION_KEY_PREVIOUS`,
        );
      }
      return openWith(key, sealed.slice(named[0].length), associatedData);
    }
    for (const key of this.keys) {
      try {
        return openWith(key, sealed, associatedData);
      } catch {
        // Not this key (or tampered): try the next.
      }
    }
    throw new SealingKeyError(
      'A value without a key id opens with none of the configured keys (DATA_ENCRYPTION_KEY, DATA_ENCRYPTION_KEY_PREVIOUS)',
    );
  }

  /** Whether a value is sealed under the current key (a re-seal leaves it as it is). */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(`${this.current.id}:`);
  }
}

function openWith(key: Key, body: string, associatedData: string): string {
  const bytes = Buffer.from(body, 'base64');
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const decipher = createDecipheriv(ALGORITHM, key.bytes, iv);
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(tag);
  const ciphertext = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/** The box of a configuration: its current key and the previous keys of a rotation. */
export const sealedBoxOf = (
  config: Pick<Config, 'DATA_ENCRYPTION_KEY' | 'DATA_ENCRYPTION_KEY_PREVIOUS'>,
) => new SealedBox(config.DATA_ENCRYPTION_KEY, config.DATA_ENCRYPTION_KEY_PREVIOUS);
