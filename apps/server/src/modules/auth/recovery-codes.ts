import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@aurum/shared/auth/two-factor-rules';
import { hashToken } from './tokens';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A recovery code: 16 base32 letters (80 random bits), printed in groups of four. 80 bits is
 * beyond any offline search, so a plain SHA-256 is enough to store it (ADR 052): a slow hash
 * earns its cost for passwords people choose, not for random keys.
 */
function newRecoveryCode() {
  const bytes = randomBytes(16);
  const letters = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

/** The stored form of a code as the shared schema normalised it (lower case, no dashes). */
export const recoveryCodeHash = (normalised: string) => hashToken(normalised);

/** A new set: the codes to show once, and the hashes to store. */
export function newRecoveryCodeSet() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => recoveryCodeHash(code.replaceAll('-', ''))) };
}
