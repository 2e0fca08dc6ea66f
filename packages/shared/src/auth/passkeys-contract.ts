import { z } from 'zod';
import { PASSKEY_NAME_MESSAGES, passkeyNameProblem } from './passkeys-rules';

/**
 * Passkeys (WebAuthn, issue 26, ADR 053): the bodies of /auth/v1/passkeys/* and the list's shape.
 * The credentials are the JSON @simplewebauthn/browser produces; the server checks their shape
 * here and their meaning with @simplewebauthn/server.
 */

export const PASSKEY_FIELD_MESSAGES = {
  credentialInvalid: 'The passkey answer is not valid',
  idInvalid: 'The passkey id is not valid',
  mfaTokenMissing: 'The sign-in token is missing',
} as const;

const F = PASSKEY_FIELD_MESSAGES;

export const passkeyNameSchema = z
  .string({ error: PASSKEY_NAME_MESSAGES.required })
  .trim()
  .superRefine((name, ctx) => {
    const message = passkeyNameProblem(name);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** base64url without padding, as WebAuthn's JSON carries binary values. */
const base64url = (max: number) =>
  z
    .string({ error: F.credentialInvalid })
    .min(1, F.credentialInvalid)
    .max(max, F.credentialInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, F.credentialInvalid);

const credentialFrame = {
  id: base64url(1366),
  rawId: base64url(1366),
  type: z.literal('public-key', { error: F.credentialInvalid }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z
    .record(z.string().max(64), z.unknown(), { error: F.credentialInvalid })
    .default({}),
};

/** What navigator.credentials.create() answered (RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object(
  {
    ...credentialFrame,
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16_384),
        authenticatorData: base64url(8192).optional(),
        transports: z.array(z.string().max(32)).max(12).optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: base64url(8192).optional(),
      },
      { error: F.credentialInvalid },
    ),
  },
  { error: F.credentialInvalid },
);
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** What navigator.credentials.get() answered (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object(
  {
    ...credentialFrame,
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(8192),
        signature: base64url(8192),
        userHandle: base64url(128).optional(),
      },
      { error: F.credentialInvalid },
    ),
  },
  { error: F.credentialInvalid },
);
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

/** POST /auth/v1/passkeys/register/verify: the new credential, and a name if the member gave one. */
export const passkeyRegisterBodySchema = z.object({
  credential: registrationCredentialSchema,
  name: passkeyNameSchema.optional(),
});

/** PATCH /auth/v1/passkeys/:id */
export const passkeyRenameBodySchema = z.object({ name: passkeyNameSchema });

export const passkeyIdParamsSchema = z.object({ id: z.uuid({ error: F.idInvalid }) });

/** POST /auth/v1/passkeys/signin/verify: a passkey alone signs in. */
export const passkeySignInBodySchema = z.object({ credential: authenticationCredentialSchema });

const mfaToken = z.string({ error: F.mfaTokenMissing }).min(1, F.mfaTokenMissing).max(200);

/** POST /auth/v1/passkeys/challenge: options for the pending sign-in's second factor. */
export const passkeyChallengeBodySchema = z.object({ mfa_token: mfaToken });

/** POST /auth/v1/passkeys/challenge/verify: the passkey as the second factor. */
export const passkeyChallengeVerifyBodySchema = z.object({
  mfa_token: mfaToken,
  credential: authenticationCredentialSchema,
});

/** One passkey as its owner sees it in the list. */
export interface PasskeyView {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** Whether the passkey is backed up to the member's password manager (synced). */
  synced: boolean;
}

export interface PasskeyList {
  passkeys: PasskeyView[];
}
