import { PASSKEY_NAME_MAX_LENGTH } from '@aurum/shared/auth/passkeys-rules';
import { parse } from 'bowser';

/**
 * The password managers and platforms that hold most passkeys, by the AAGUID their passkeys
 * carry (a few entries of the community list github.com/passkeydeveloper/passkey-authenticator-aaguids).
 * Unknown authenticators (and those that send zeros) are named after the browser instead.
 */
const AUTHENTICATORS: Readonly<Record<string, string>> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
};

const FALLBACK = 'Passkey';

/** "Chrome on Linux" from a user agent, or null when it says nothing useful. */
function browserName(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os } = parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name ?? os.name ?? null;
}

/**
 * A new passkey's name before the member gives one: the authenticator's (from its AAGUID), else
 * the browser and system that added it; " (2)", " (3)"... when the account already has that name.
 */
export function defaultPasskeyName(
  aaguid: string,
  userAgent: string | undefined,
  taken: readonly string[],
): string {
  const base = (AUTHENTICATORS[aaguid] ?? browserName(userAgent) ?? FALLBACK).slice(
    0,
    PASSKEY_NAME_MAX_LENGTH - 5,
  );
  const names = new Set(taken);
  if (!names.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})`;
    if (!names.has(candidate)) return candidate;
  }
}
