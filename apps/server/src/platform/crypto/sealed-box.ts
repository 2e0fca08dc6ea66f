import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Server-side encryption at rest: AES-256-GCM with a random 12-byte IV per message, sealed as
 * base64(iv | ciphertext | tag). The key id (a short hash of the key) is stored beside each value,
 * so a future key rotation knows which key sealed what. Additional data binds a value to its row.
 */
export class SealedBox {
  readonly keyId: string;
  private key: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('The data encryption key must be 32 bytes');
    this.keyId = createHash('sha256').update(this.key).digest('hex').slice(0, 12);
  }

  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(associatedData));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
  }

  /** Throws when the value was tampered with or sealed for other associated data. */
  open(sealed: string, associatedData: string): string {
    const bytes = Buffer.from(sealed, 'base64');
    const iv = bytes.subarray(0, IV_BYTES);
    const tag = bytes.subarray(bytes.length - TAG_BYTES);
    const decipher = createDecipheriv(ALGORITHM, this.key, iv);
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(tag);
    const ciphertext = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  }
}
