import {
  PASSWORD_BONUS_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from './auth-rules';

export type StrengthLabel = 'Very Weak' | 'Weak' | 'Good' | 'Strong';

const count = (text: string, test: (ch: string) => boolean) => [...text].filter(test).length;
const isUpper = (ch: string) => /\p{Lu}/u.test(ch);
const isLower = (ch: string) => /\p{Ll}/u.test(ch);
const isDigit = (ch: string) => /[0-9]/.test(ch);
const isSpecial = (ch: string) => PASSWORD_SPECIAL_CHARACTERS.includes(ch);

/**
 * Password strength of spec 01 section 5: one point per satisfied rule (length, uppercase,
 * lowercase, digit, special), half a point each for length >= 12, two uppercase, two digits and
 * two specials, capped at 4.
 */
export function passwordStrength(password: string): number {
  const upper = count(password, isUpper);
  const digits = count(password, isDigit);
  const specials = count(password, isSpecial);
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score += 1;
  if (upper >= 1) score += 1;
  if (count(password, isLower) >= 1) score += 1;
  if (digits >= 1) score += 1;
  if (specials >= 1) score += 1;
  if (password.length >= PASSWORD_BONUS_LENGTH) score += 0.5;
  if (upper >= 2) score += 0.5;
  if (digits >= 2) score += 0.5;
  if (specials >= 2) score += 0.5;
  return Math.min(score, 4);
}

/** Score 0 or 1 Very Weak, 2 Weak, 3 Good, 4 Strong; half points round down. */
export function strengthLabel(score: number): StrengthLabel {
  const whole = Math.floor(score);
  if (whole >= 4) return 'Strong';
  if (whole === 3) return 'Good';
  if (whole === 2) return 'Weak';
  return 'Very Weak';
}

export const passwordRuleTests = { isUpper, isLower, isDigit, isSpecial };
