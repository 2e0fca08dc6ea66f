import { describe, expect, it } from 'vitest';
import { newPaymentReference, PAYMENT_REFERENCE_PATTERN } from './payment-reference';

describe('payment references', () => {
  it('reads AUR- and 20 base-32 characters without I, L, O or U', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newPaymentReference();
      expect(reference).toMatch(PAYMENT_REFERENCE_PATTERN);
      expect(reference.slice(4)).not.toMatch(/[ILOU]/);
    }
  });

  it('never repeats across many checkouts', () => {
    const references = new Set(Array.from({ length: 5000 }, newPaymentReference));
    expect(references.size).toBe(5000);
  });

  it('refuses look-alikes of the format', () => {
    expect('AUR-0123456789ABCDEFGHJK').toMatch(PAYMENT_REFERENCE_PATTERN);
    expect('AUR-0123456789ABCDEFGHIK').not.toMatch(PAYMENT_REFERENCE_PATTERN);
    expect('aur-0123456789ABCDEFGHJK').not.toMatch(PAYMENT_REFERENCE_PATTERN);
    expect('AUR-0123456789ABCDEFGHJ').not.toMatch(PAYMENT_REFERENCE_PATTERN);
  });
});
