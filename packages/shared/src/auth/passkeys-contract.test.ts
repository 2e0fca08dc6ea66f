import { describe, expect, it } from 'vitest';
import {
  authenticationCredentialSchema,
  passkeyNameSchema,
  passkeyRegisterBodySchema,
} from './passkeys-contract';
import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEY_NAME_MESSAGES,
  passkeyNameProblem,
} from './passkeys-rules';

describe('passkey names', () => {
  it('are trimmed, 1 to 64 characters, without control or direction-changing characters', () => {
    expect(passkeyNameSchema.parse('  Work laptop ')).toBe('Work laptop');
    expect(passkeyNameSchema.parse('Mama se foon 📱')).toBe('Mama se foon 📱');
    expect(passkeyNameProblem('')).toBe(PASSKEY_NAME_MESSAGES.required);
    expect(passkeyNameSchema.safeParse('   ').success).toBe(false);
    expect(passkeyNameProblem('x'.repeat(PASSKEY_NAME_MAX_LENGTH))).toBeNull();
    expect(passkeyNameProblem('x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1))).toBe(
      PASSKEY_NAME_MESSAGES.tooLong,
    );
    expect(passkeyNameProblem('a\nb')).toBe(PASSKEY_NAME_MESSAGES.characters);
    expect(passkeyNameProblem('\u202egnp.exe')).toBe(PASSKEY_NAME_MESSAGES.characters);
  });
});

describe('WebAuthn answers', () => {
  const assertion = {
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'MEUCIQ' },
  };

  it('accept the JSON the browser library produces', () => {
    expect(authenticationCredentialSchema.parse(assertion)).toMatchObject(assertion);
    expect(
      authenticationCredentialSchema.parse({ ...assertion, clientExtensionResults: undefined })
        .clientExtensionResults,
    ).toEqual({});
  });

  it('refuse other types, padding or other alphabets, and registrations without attestation', () => {
    expect(authenticationCredentialSchema.safeParse({ ...assertion, type: 'otp' }).success).toBe(
      false,
    );
    expect(authenticationCredentialSchema.safeParse({ ...assertion, id: 'Y3JlZA==' }).success).toBe(
      false,
    );
    expect(authenticationCredentialSchema.safeParse({ ...assertion, id: 'a+b/' }).success).toBe(
      false,
    );
    expect(
      passkeyRegisterBodySchema.safeParse({
        credential: { ...assertion, response: { clientDataJSON: 'e30' } },
      }).success,
    ).toBe(false);
  });
});
