import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealedBox, SealingKeyError } from './sealed-box';

const key = () => randomBytes(32).toString('base64');

/** A value as ADR 006 sealed it before key ids: base64(iv | ciphertext | tag), no id. */
function sealedWithoutKeyId(base64Key: string, text: string, associatedData: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(base64Key, 'base64'), iv);
  cipher.setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

describe('SealedBox', () => {
  it('opens what it sealed, and the sealed text shows nothing of the plain text', () => {
    const box = new SealedBox(key());
    const sealed = box.seal('{"allergies":["Penicillin"]}', 'medical_info:1');
    expect(sealed).not.toContain('Penicillin');
    expect(box.open(sealed, 'medical_info:1')).toBe('{"allergies":["Penicillin"]}');
  });

  it('uses a fresh IV each time', () => {
    const box = new SealedBox(key());
    expect(box.seal('same', 'row')).not.toBe(box.seal('same', 'row'));
  });

  it('refuses a tampered value, another row, or another key', () => {
    const box = new SealedBox(key());
    const sealed = box.seal('secret', 'row:1');
    const [id, body] = sealed.split(':');
    const bytes = Buffer.from(body!, 'base64');
    bytes[14] = bytes[14]! ^ 1;
    expect(() => box.open(`${id}:${bytes.toString('base64')}`, 'row:1')).toThrow();
    expect(() => box.open(sealed, 'row:2')).toThrow();
    expect(() => new SealedBox(key()).open(sealed, 'row:1')).toThrow(SealingKeyError);
  });

  it('names its key by a short hash, in every value, and refuses a key of the wrong size', () => {
    const material = key();
    const box = new SealedBox(material);
    expect(box.keyId).toBe(new SealedBox(material).keyId);
    expect(box.keyId).toMatch(/^[0-9a-f]{12}$/);
    expect(box.seal('x', 'row').startsWith(`${box.keyId}:`)).toBe(true);
    expect(() => new SealedBox(Buffer.alloc(16).toString('base64'))).toThrow('32 bytes');
    expect(() => new SealedBox(key(), ['c2hvcnQ='])).toThrow('32 bytes');
  });
});

describe('SealedBox through a key rotation (ADR 083)', () => {
  const [a, b, c] = [key(), key(), key()];

  it('seals with the current key and opens values named by any configured key', () => {
    const underA = new SealedBox(a).seal('journal', 'row:1');
    const rotated = new SealedBox(b, [a]);
    expect(rotated.open(underA, 'row:1')).toBe('journal');
    expect(rotated.isCurrent(underA)).toBe(false);
    const underB = rotated.seal('journal', 'row:1');
    expect(underB.startsWith(`${new SealedBox(b).keyId}:`)).toBe(true);
    expect(rotated.isCurrent(underB)).toBe(true);
    expect(new SealedBox(b).open(underB, 'row:1')).toBe('journal');
  });

  it('opens a value without a key id by trying the current key, then the previous in order', () => {
    const old = sealedWithoutKeyId(a, 'legacy', 'row:1');
    expect(new SealedBox(a).open(old, 'row:1')).toBe('legacy');
    expect(new SealedBox(b, [c, a]).open(old, 'row:1')).toBe('legacy');
    expect(new SealedBox(b, [c, a]).isCurrent(old)).toBe(false);
  });

  it('names the missing key instead of reading a value wrongly', () => {
    const underA = new SealedBox(a).seal('secret', 'row:1');
    expect(() => new SealedBox(b, [c]).open(underA, 'row:1')).toThrow(
      `Sealed with key ${new SealedBox(a).keyId}, which is not configured: add that key to DATA_ENCRYPTION_KEY_PREVIOUS`,
    );
    const old = sealedWithoutKeyId(a, 'legacy', 'row:1');
    expect(() => new SealedBox(b, [c]).open(old, 'row:1')).toThrow(
      'A value without a key id opens with none of the configured keys',
    );
  });
});
