import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPaystackSignature, paystackSignature } from './paystack-signature';

const SECRET = 'sk_test_0123456789abcdef';
const body = Buffer.from('{"event":"charge.success","data":{"reference":"AUR-1","amount":500000}}');

describe('the Paystack webhook signature', () => {
  it('is the hex HMAC-SHA512 of the raw body with the secret key', () => {
    const expected = createHmac('sha512', SECRET).update(body).digest('hex');
    expect(paystackSignature(body, SECRET)).toBe(expected);
    expect(isPaystackSignature(body, expected, SECRET)).toBe(true);
    expect(isPaystackSignature(body, expected.toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses another key, a changed body, a changed digit, a missing or short header', () => {
    const good = paystackSignature(body, SECRET);
    expect(isPaystackSignature(body, paystackSignature(body, 'sk_test_other'), SECRET)).toBe(false);
    const changed = Buffer.from(body.toString().replace('500000', '500001'));
    expect(isPaystackSignature(changed, good, SECRET)).toBe(false);
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect(isPaystackSignature(body, flipped, SECRET)).toBe(false);
    expect(isPaystackSignature(body, undefined, SECRET)).toBe(false);
    expect(isPaystackSignature(body, good.slice(0, 64), SECRET)).toBe(false);
    expect(isPaystackSignature(body, `${good}00`, SECRET)).toBe(false);
  });

  it('checks the bytes as sent: the same JSON re-serialised is not the signed body', () => {
    const good = paystackSignature(body, SECRET);
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 2));
    expect(isPaystackSignature(reformatted, good, SECRET)).toBe(false);
  });
});
