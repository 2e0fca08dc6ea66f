/**
 * The vault's key hierarchy, all in the browser (ADR 020, after Bitwarden's design): the vault
 * password and a random per-member salt give a password key through PBKDF2-SHA256 (at least
 * 600,000 iterations); it wraps a random AES-256 vault key. The server keeps only the salt, the
 * parameters, the wrapped key and a verifier; it never sees a password or a key.
 */
import type { VaultKeyRecord } from '@aurum/shared/vault/vault-contract';
import { KDF_SALT_BYTES as SALT_BYTES, MIN_KDF_ITERATIONS } from '@aurum/shared/vault/vault-rules';
import { fromBase64, toBase64 } from './base64';
import { openBytes, sealBytes } from './seal';

const WRAP_CONTEXT = 'aurum-vault-key';
const VERIFIER_CONTEXT = 'aurum-vault-verifier';
const VERIFIER_TEXT = 'Aurum vault verifier v1';
const KEY_PROOF_TEXT = 'aurum-vault-key-proof';

/** A wrong password, or key material that was tampered with: the vault stays locked. */
export class VaultUnlockError extends Error {
  constructor() {
    super('Unlock Failed');
    this.name = 'VaultUnlockError';
  }
}

const encoder = new TextEncoder();

async function passwordKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  if (!Number.isInteger(iterations) || iterations < MIN_KDF_ITERATIONS) {
    throw new Error(`The vault asks for ${iterations} iterations; at least ${MIN_KDF_ITERATIONS}.`);
  }
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const importVaultKey = (raw: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', raw, { name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
    'decrypt',
  ]);

/** Wraps the vault key's bytes with another key (the password key or a biometric key). */
export async function wrapVaultKey(vaultKey: CryptoKey, wrappingKey: CryptoKey): Promise<string> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', vaultKey));
  return toBase64(await sealBytes(wrappingKey, raw, WRAP_CONTEXT));
}

/** The vault key back from its wrap; a wrong wrapping key fails authentication. */
export async function unwrapVaultKey(wrapped: string, wrappingKey: CryptoKey): Promise<CryptoKey> {
  try {
    return await importVaultKey(await openBytes(wrappingKey, fromBase64(wrapped), WRAP_CONTEXT));
  } catch {
    throw new VaultUnlockError();
  }
}

async function makeVerifier(vaultKey: CryptoKey) {
  return toBase64(await sealBytes(vaultKey, encoder.encode(VERIFIER_TEXT), VERIFIER_CONTEXT));
}

async function checkVerifier(vaultKey: CryptoKey, verifier: string) {
  const text = new TextDecoder().decode(
    await openBytes(vaultKey, fromBase64(verifier), VERIFIER_CONTEXT),
  );
  if (text !== VERIFIER_TEXT) throw new VaultUnlockError();
}

/**
 * Proof of holding the vault key (an HMAC only the key gives): the server keeps its hash and
 * asks for it before the key record changes (a new vault password).
 */
export async function keyProof(vaultKey: CryptoKey): Promise<string> {
  const raw = await crypto.subtle.exportKey('raw', vaultKey);
  const hmac = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const proof = await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(KEY_PROOF_TEXT));
  return toBase64(new Uint8Array(proof));
}

/** First use: a random vault key, wrapped by the new vault password. */
export async function createVault(
  password: string,
  iterations = MIN_KDF_ITERATIONS,
): Promise<{ record: VaultKeyRecord; vaultKey: CryptoKey }> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const vaultKey = await importVaultKey(crypto.getRandomValues(new Uint8Array(32)));
  const record: VaultKeyRecord = {
    kdf: 'PBKDF2-SHA256',
    iterations,
    salt: toBase64(salt),
    wrappedKey: await wrapVaultKey(vaultKey, await passwordKey(password, salt, iterations)),
    verifier: await makeVerifier(vaultKey),
  };
  return { record, vaultKey };
}

/** Unlock with the vault password: the key, or VaultUnlockError (never garbage). */
export async function unlockVault(password: string, record: VaultKeyRecord): Promise<CryptoKey> {
  const salt = fromBase64(record.salt);
  if (record.kdf !== 'PBKDF2-SHA256' || salt.length !== SALT_BYTES) {
    throw new Error('The vault key parameters are not supported.');
  }
  const key = await passwordKey(password, salt, record.iterations);
  const vaultKey = await unwrapVaultKey(record.wrappedKey, key);
  try {
    await checkVerifier(vaultKey, record.verifier);
  } catch {
    throw new VaultUnlockError();
  }
  return vaultKey;
}

/** A new vault password re-wraps the same vault key: items stay as they are. */
export async function changeVaultPassword(
  vaultKey: CryptoKey,
  newPassword: string,
  iterations = MIN_KDF_ITERATIONS,
): Promise<VaultKeyRecord> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return {
    kdf: 'PBKDF2-SHA256',
    iterations,
    salt: toBase64(salt),
    wrappedKey: await wrapVaultKey(vaultKey, await passwordKey(newPassword, salt, iterations)),
    verifier: await makeVerifier(vaultKey),
  };
}
