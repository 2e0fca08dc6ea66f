import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_PATTERN } from '../auth/auth-contract';

/** Numbers without a country code are South African (PRODUCT.md). */
const DEFAULT_COUNTRY = 'ZA';

/**
 * South African numbers have 9 digits after the 0 or +27; the small metadata that keeps the
 * screens light (libphonenumber-js/min) knows only looser lengths.
 */
const ZA_NATIONAL_DIGITS = 9;

/** Longer input is not a phone number (and is not parsed). */
export const PHONE_INPUT_MAX_LENGTH = 40;

/** What a phone field says it accepts, under the field. */
export const PHONE_HINT = 'A South African number such as 082 555 0100, or + and the country code';

/**
 * A phone number as Aurum stores it: E.164 ("082 555 0100" -> "+27825550100") when it is a real
 * number, South African when it has no country code; else, by the spec's rule (an optional plus,
 * a first digit 1 to 9, up to 15 more digits), its digits; else null.
 */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, DEFAULT_COUNTRY);
  const complete = parsed?.country !== 'ZA' || parsed.nationalNumber.length === ZA_NATIONAL_DIGITS;
  if (parsed?.isValid() && complete) return parsed.number;
  const digits = input.replace(/[\s().-]/g, '');
  return PHONE_PATTERN.test(digits) ? digits : null;
}

/** A stored number as people read it: "+27825550100" -> "+27 82 555 0100"; other text as is. */
export function formatPhone(stored: string): string {
  const parsed = stored.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
