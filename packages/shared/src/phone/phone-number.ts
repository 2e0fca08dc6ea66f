import { PHONE_PATTERN } from '../auth/auth-contract';

/**
 * A South African number: 0, +27, 0027 or 27, then the 9-digit national number (which never
 * starts with 0). Numbers without a country code are South African (PRODUCT.md). A parsing
 * library (libphonenumber-js, even its smallest metadata) would add 10-30 kB to the onboarding,
 * profile and assistant screens, which are at their 150 kB budget; this rule is all they need.
 */
const ZA_NUMBER = /^(?:0|\+27|0027|27)([1-9]\d{8})$/;

/** Longer input is not a phone number (and is not parsed). */
export const PHONE_INPUT_MAX_LENGTH = 40;

/** What a phone field says it accepts, under the field. */
export const PHONE_HINT = 'A South African number such as 082 555 0100, or + and the country code';

/**
 * A phone number as Aurum stores it: a South African number in E.164 ("082 555 0100",
 * "0825550100", "+27 82 555 0100" -> "+27825550100"); else, by the spec's rule (an optional plus,
 * a first digit 1 to 9, up to 15 more digits), its digits ("+44 20 7946 0958" -> "+442079460958");
 * else null.
 */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  const southAfrican = ZA_NUMBER.exec(digits);
  if (southAfrican) return `+27${southAfrican[1]}`;
  return PHONE_PATTERN.test(digits) ? digits : null;
}

/** A stored number as people read it: "+27825550100" -> "+27 82 555 0100"; other text as is. */
export function formatPhone(stored: string): string {
  const national = /^\+27(\d{2})(\d{3})(\d{4})$/.exec(stored);
  return national ? `+27 ${national[1]} ${national[2]} ${national[3]}` : stored;
}
