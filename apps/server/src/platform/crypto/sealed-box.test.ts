import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealedBox } from './sealed-box';

const key = () => randomBytes(32).toString('base64');

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
    const bytes = Buffer.from(sealed, 'base64');
    bytes[14] = bytes[14]! ^ 1;
    expect(() => box.open(bytes.toString('base64'), 'row:1')).toThrow();
    expect(() => box.open(sealed, 'row:2')).toThrow();
    expect(() => new SealedBox(key()).open(sealed, 'row:1')).toThrow();
  });

  it('names its key by a short hash and refuses a key of the wrong size', () => {
    const material = key();
    expect(new SealedBox(material).keyId).toBe(new SealedBox(material).keyId);
    expect(new SealedBox(material).keyId).toMatch(/^[0-9a-f]{12}$/);
    expect(() => new SealedBox(Buffer.alloc(16).toString('base64'))).toThrow('32 bytes');
  });
});
