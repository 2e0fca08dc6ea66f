import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@aurum/shared/auth/two-factor-rules';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The issuer an authenticator app shows beside the account. */
const ISSUER = 'Aurum';
/** Steps of clock drift accepted either side of now (issue 26: one). */
export const TOTP_WINDOW = 1;

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new random secret (160 bits, RFC 4226's recommended size), as base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI apps read from the QR code. */
export const totpUri = (secretBase32: string, email: string) =>
  totpFor(secretBase32, email).toString();

/** The URI's QR code as an SVG data URL, drawn on the server. */
export async function totpQrCode(uri: string) {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step (RFC 6238's T) of a moment. */
export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step a code belongs to, within TOTP_WINDOW steps of now, or null. The caller spends
 * the step (a step at or before the last one used is a replay).
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code of a moment (tests and the staff CLI's check). */
export const totpCodeAt = (secretBase32: string, now: Date) =>
  totpFor(secretBase32).generate({ timestamp: now.getTime() });
