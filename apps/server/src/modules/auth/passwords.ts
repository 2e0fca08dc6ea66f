import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2 = {
  algorithm: 2 as Algorithm /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, ARGON2);

/** A valid hash of a random password, so an unknown e-mail costs as much time as a known one. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string) {
  const target = passwordHash ?? (await (decoyHash ??= hashPassword(crypto.randomUUID())));
  const matches = await verify(target, password).catch(() => false);
  return passwordHash !== null && matches;
}

/** The most common passwords (xato/zxcvbn list, about 49,000 entries), lower case. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/**
 * True for a very common password, also when only decorated with capitals and trailing digits or
 * symbols ("Password123!" is "password").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const core = lower.replace(/[^a-z]+$/, '');
  return core.length >= 4 && COMMON_PASSWORDS.has(core);
}

export const commonPasswordCount = () => COMMON_PASSWORDS.size;
