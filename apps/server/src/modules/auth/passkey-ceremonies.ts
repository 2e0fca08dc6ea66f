import { PASSKEY_CHALLENGE_MINUTES } from '@aurum/shared/auth/passkeys-rules';
import type {
  AuthenticationCredential,
  RegistrationCredential,
} from '@aurum/shared/auth/passkeys-contract';
import { PASSKEY_ERRORS } from '@aurum/shared/auth/passkeys-messages';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { AppError } from '../../platform/errors';
import type { PasskeyRecord } from './passkeys.repo';

/** The site as WebAuthn knows it: SITE_URL's host is the relying party id, its origin the origin. */
export class RelyingParty {
  readonly name = 'Aurum';
  readonly id: string;
  readonly origin: string;

  constructor(siteUrl: string) {
    const url = new URL(siteUrl);
    this.id = url.hostname;
    this.origin = url.origin;
  }
}

const TIMEOUT_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;
const TRANSPORTS = new Set<string>([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);

/** The transports a browser named that WebAuthn knows (newer ones are dropped, not refused). */
const knownTransports = (transports: readonly string[] | undefined) =>
  (transports ?? []).filter((t) => TRANSPORTS.has(t));

/** The WebAuthn user handle: the account's id as its 16 bytes (no e-mail, nothing personal). */
const handleBytes = (userId: string) => isoUint8Array.fromHex(userId.replaceAll('-', ''));
export const userHandle = (userId: string) => isoBase64URL.fromBuffer(handleBytes(userId));

const invalid = () => new AppError('PASSKEY_INVALID', PASSKEY_ERRORS.PASSKEY_INVALID, 400);

/** The challenge a credential answers (from its clientDataJSON); 400 PASSKEY_INVALID if none. */
export function answeredChallenge(
  credential: RegistrationCredential | AuthenticationCredential,
): string {
  try {
    const { challenge } = decodeClientDataJSON(credential.response.clientDataJSON);
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 256) {
      return challenge;
    }
  } catch {
    // Not base64url JSON: an invalid answer, as below.
  }
  throw invalid();
}

/** Options for navigator.credentials.create(): a discoverable credential, no attestation. */
export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; name?: string },
  existing: readonly PasskeyRecord[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name ?? user.email,
    userID: handleBytes(user.id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: knownTransports(p.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks a new credential against its (already spent) challenge; 400 PASSKEY_INVALID if wrong. */
export async function verifyRegistration(
  rp: RelyingParty,
  credential: RegistrationCredential,
  challenge: string,
) {
  const result = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw invalid();
  const info = result.registrationInfo;
  return {
    credentialId: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: knownTransports(credential.response.transports),
    aaguid: info.aaguid,
    multiDevice: info.credentialDeviceType === 'multiDevice',
    backedUp: info.credentialBackedUp,
  };
}

/**
 * Options for navigator.credentials.get(). Without passkeys (a sign-in with a passkey alone) the
 * browser offers the site's discoverable ones and must verify the member (biometrics, PIN); as a
 * second factor, after the password, it offers the account's own and verification is preferred.
 */
export function authenticationOptions(rp: RelyingParty, allowed?: readonly PasskeyRecord[]) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    userVerification: allowed ? 'preferred' : 'required',
    allowCredentials: allowed?.map((p) => ({
      id: p.credentialId,
      transports: knownTransports(p.transports),
    })),
  });
}

/**
 * Checks an assertion made with `passkey` against the challenge: the signature with the stored
 * public key, the origin, and a counter that moved on. Answers the new counter; 400 if wrong.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  credential: AuthenticationCredential,
  passkey: PasskeyRecord,
  challenge: string,
  { requireUserVerification }: { requireUserVerification: boolean },
) {
  const result = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: knownTransports(passkey.transports),
    },
    requireUserVerification,
  }).catch(() => null);
  if (!result?.verified) throw invalid();
  return {
    counter: result.authenticationInfo.newCounter,
    backedUp: result.authenticationInfo.credentialBackedUp,
  };
}
