/**
 * Biometric unlock for real (ADR 020): a WebAuthn platform credential with the PRF extension
 * gives 32 secret bytes that only that authenticator can produce for a given salt, after the
 * member's fingerprint or face. HKDF turns them into an AES key that wraps the vault key; the
 * server keeps the credential id, the salt and the wrap, none of which opens anything alone.
 */
import { fromBase64, toBase64 } from './base64';
import { unwrapVaultKey, wrapVaultKey } from './vault-keys';

/** Spec 02 section 9: the biometric credential times out after 60 s. */
const BIOMETRIC_TIMEOUT_MS = 60_000;
const HKDF_INFO = new TextEncoder().encode('aurum-vault-biometric-key');

export interface BiometricWrap {
  credentialId: string;
  prfSalt: string;
  wrappedKey: string;
}

interface PrfResults {
  prf?: { enabled?: boolean; results?: { first?: BufferSource } };
}

/** True where a platform authenticator with the PRF extension can be used. */
export async function biometricSupported(): Promise<boolean> {
  const api = globalThis.PublicKeyCredential as
    | (typeof PublicKeyCredential & {
        getClientCapabilities?: () => Promise<Record<string, boolean | undefined>>;
      })
    | undefined;
  if (!api || !globalThis.isSecureContext) return false;
  try {
    if (!(await api.isUserVerifyingPlatformAuthenticatorAvailable())) return false;
    const capabilities = await api.getClientCapabilities?.();
    return capabilities?.['extension:prf'] !== false;
  } catch {
    return false;
  }
}

async function keyFromPrf(output: BufferSource): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', output, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: HKDF_INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const challenge = () => crypto.getRandomValues(new Uint8Array(32));

async function prfOutput(credentialId: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>) {
  const assertion = (await navigator.credentials.get({
    publicKey: {
      challenge: challenge(),
      allowCredentials: [{ type: 'public-key', id: credentialId }],
      userVerification: 'required',
      timeout: BIOMETRIC_TIMEOUT_MS,
      extensions: { prf: { eval: { first: salt } } } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null;
  const output = (assertion?.getClientExtensionResults() as PrfResults | undefined)?.prf?.results
    ?.first;
  if (!output) throw new Error('This authenticator cannot protect the vault key.');
  return output;
}

/** Registers this device's authenticator and wraps the (unlocked) vault key with it. */
export async function enrolBiometric(
  vaultKey: CryptoKey,
  member: { id: string; email: string; name: string },
): Promise<BiometricWrap> {
  const prfSalt = crypto.getRandomValues(new Uint8Array(32));
  const credential = (await navigator.credentials.create({
    publicKey: {
      challenge: challenge(),
      rp: { name: 'Aurum Vault' },
      user: {
        id: new TextEncoder().encode(member.id),
        name: member.email,
        displayName: member.name,
      },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        userVerification: 'required',
        residentKey: 'preferred',
      },
      timeout: BIOMETRIC_TIMEOUT_MS,
      extensions: { prf: { eval: { first: prfSalt } } } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new Error('No credential was created.');
  const rawId = new Uint8Array(credential.rawId);
  // Some authenticators give the PRF output only when asked again, not at registration.
  const output =
    (credential.getClientExtensionResults() as PrfResults).prf?.results?.first ??
    (await prfOutput(rawId, prfSalt));
  return {
    credentialId: toBase64(rawId),
    prfSalt: toBase64(prfSalt),
    wrappedKey: await wrapVaultKey(vaultKey, await keyFromPrf(output)),
  };
}

/** Unlocks with one of the member's registered credentials (the browser asks which). */
export async function unlockWithBiometric(wraps: readonly BiometricWrap[]): Promise<CryptoKey> {
  const byId = new Map(wraps.map((wrap) => [wrap.credentialId, wrap]));
  const assertion = (await navigator.credentials.get({
    publicKey: {
      challenge: challenge(),
      allowCredentials: wraps.map((wrap) => ({
        type: 'public-key' as const,
        id: fromBase64(wrap.credentialId),
      })),
      userVerification: 'required',
      timeout: BIOMETRIC_TIMEOUT_MS,
      extensions: {
        prf: {
          evalByCredential: Object.fromEntries(
            wraps.map((wrap) => [
              toBase64(fromBase64(wrap.credentialId))
                .replaceAll('+', '-')
                .replaceAll('/', '_')
                .replace(/=+$/, ''),
              { first: fromBase64(wrap.prfSalt) },
            ]),
          ),
        },
      } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null;
  if (!assertion) throw new Error('No credential was used.');
  const wrap = byId.get(toBase64(new Uint8Array(assertion.rawId)));
  const output = (assertion.getClientExtensionResults() as PrfResults).prf?.results?.first;
  if (!wrap || !output) throw new Error('This credential does not unlock the vault.');
  return unwrapVaultKey(wrap.wrappedKey, await keyFromPrf(output));
}
