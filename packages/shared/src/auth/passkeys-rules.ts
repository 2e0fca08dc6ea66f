/**
 * Passkeys' limits and the name rule (issue 26, ADR 053), without zod so the /security section
 * checks a name without loading a schema library (ADR 022).
 */

/** The longest name a member may give a passkey. */
export const PASSKEY_NAME_MAX_LENGTH = 64;
/** How many passkeys one account may keep. */
export const PASSKEYS_PER_ACCOUNT = 20;
/** How long a passkey challenge (registration, sign-in, second factor) may be answered. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

export const PASSKEY_NAME_MESSAGES = {
  required: 'Please give the passkey a name',
  tooLong: `A passkey name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
  characters: 'A passkey name cannot contain control characters',
} as const;

// Control characters (C0, DEL, C1) and bidirectional overrides, which would disguise a name.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The first rule a (trimmed) passkey name breaks, or null. */
export function passkeyNameProblem(name: string): string | null {
  if (name.length === 0) return PASSKEY_NAME_MESSAGES.required;
  if ([...name].length > PASSKEY_NAME_MAX_LENGTH) return PASSKEY_NAME_MESSAGES.tooLong;
  if (UNSAFE_NAME.test(name)) return PASSKEY_NAME_MESSAGES.characters;
  return null;
}
