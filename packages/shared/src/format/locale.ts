/**
 * Aurum formats for South African members (PRODUCT.md): locale en-ZA, currency ZAR, time zone
 * Africa/Johannesburg. Plain constants, so the web entry can import them without a date library.
 */
export const LOCALE = 'en-ZA';
export const CURRENCY = 'ZAR';
export const TIME_ZONE = 'Africa/Johannesburg';
