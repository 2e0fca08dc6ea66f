import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's webhook signature: the hex HMAC-SHA512 of the raw body with the secret key. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/**
 * Checks the x-paystack-signature header against the raw body in constant time (the comparison
 * takes as long whichever byte differs, so the signature cannot be guessed byte by byte).
 */
export function isPaystackSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
