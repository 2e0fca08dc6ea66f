import { passwordStrength, strengthLabel, type StrengthLabel } from '../auth/password-strength';

/**
 * A new or changed vault password must reach this on the strength meter (PRODUCT.md): the
 * wrapped vault key is in the database, so a weak password could be guessed offline. Only the
 * browser ever sees the password, so only the browser can hold it to this; unlocking an existing
 * vault is not held to it.
 */
export const VAULT_PASSWORD_MIN_STRENGTH: StrengthLabel = 'Good';

const STRONG_ENOUGH: readonly StrengthLabel[] = ['Good', 'Strong'];

/** Whether a new vault password reaches Good on the meter (the rule the meter shows). */
export const isStrongVaultPassword = (password: string) =>
  STRONG_ENOUGH.includes(strengthLabel(passwordStrength(password)));

export const VAULT_PASSWORD_TEXTS = {
  /** Under a new vault password, before it is checked. */
  strengthHint: `It must reach ${VAULT_PASSWORD_MIN_STRENGTH} on the strength meter: 8 or more characters, mixing letters with digits, capitals or symbols.`,
  /** Under a new vault password that was refused as too weak. */
  tooWeak: `This password is too weak to guard your vault: it must reach ${VAULT_PASSWORD_MIN_STRENGTH} on the strength meter.`,
} as const;
