import { describe, expect, it } from 'vitest';
import { isStorableText, storableString } from './storable-text';

describe('isStorableText', () => {
  it.each(['', 'AUR-0123456789ABCDEFGHJK', 'Café ☕ 😀', 'line\nbreak\ttab'])(
    'accepts %j',
    (text) => {
      expect(isStorableText(text)).toBe(true);
    },
  );

  it.each(['AUR-123\u0000', '\u0000', 'lone \uD800 surrogate', 'end \uDC00'])(
    'refuses %j',
    (text) => {
      expect(isStorableText(text)).toBe(false);
    },
  );
});

describe('storableString', () => {
  it('keeps other string rules chained after it', () => {
    const schema = storableString().max(5);
    expect(schema.safeParse('abc').success).toBe(true);
    expect(schema.safeParse('a\u0000').success).toBe(false);
    expect(schema.safeParse('abcdef').success).toBe(false);
  });
});
