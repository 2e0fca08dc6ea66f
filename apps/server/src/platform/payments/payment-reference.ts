import { randomBytes } from 'node:crypto';

/** Crockford's base-32 alphabet: no I, L, O or U to misread when a member reads it to support. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 20;

/** Aurum's payment references: AUR- and 20 random base-32 characters (100 bits). */
export const PAYMENT_REFERENCE_PATTERN = /^AUR-[0-9A-HJKMNP-TV-Z]{20}$/;

/** A new unique payment reference, accepted by Paystack (letters, digits and '-'). */
export function newPaymentReference(): string {
  const bytes = randomBytes(RANDOM_CHARACTERS);
  let text = '';
  // 256 is a multiple of 32, so every character is equally likely.
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
  return `AUR-${text}`;
}
