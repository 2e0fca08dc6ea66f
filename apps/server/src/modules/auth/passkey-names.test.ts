import { describe, expect, it } from 'vitest';
import { defaultPasskeyName } from './passkey-names';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ZEROS = '00000000-0000-0000-0000-000000000000';

describe("a new passkey's default name", () => {
  it('names known authenticators after themselves', () => {
    expect(defaultPasskeyName('fbfc3007-154e-4ecc-8c0b-6e020557d7bd', SAFARI_IPHONE, [])).toBe(
      'iCloud Keychain',
    );
    expect(defaultPasskeyName('ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4', CHROME_LINUX, [])).toBe(
      'Google Password Manager',
    );
  });

  it('names the others after the browser and system that added them', () => {
    expect(defaultPasskeyName(ZEROS, CHROME_LINUX, [])).toBe('Chrome on Linux');
    expect(defaultPasskeyName(ZEROS, SAFARI_IPHONE, [])).toBe('Safari on iOS');
    expect(defaultPasskeyName(ZEROS, undefined, [])).toBe('Passkey');
  });

  it('numbers a name the account already uses', () => {
    expect(defaultPasskeyName(ZEROS, CHROME_LINUX, ['Chrome on Linux'])).toBe(
      'Chrome on Linux (2)',
    );
    expect(
      defaultPasskeyName(ZEROS, CHROME_LINUX, ['Chrome on Linux', 'Chrome on Linux (2)']),
    ).toBe('Chrome on Linux (3)');
  });
});
