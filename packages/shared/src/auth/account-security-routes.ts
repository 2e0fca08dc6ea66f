import { route, typed } from '../api-route';
import type { EmailChangeRequestedAnswer, PasswordChangedAnswer } from './account-contract';
import type { WebAuthnCredentialJSON, WebAuthnOptionsJSON } from './auth-routes';
import type { PasskeyList, PasskeyView } from './passkeys-contract';
import type { AuditLogPage, MemberSession } from './sessions-contract';
import type { RecoveryCodesAnswer, TotpEnrolment, TwoFactorStatus } from './two-factor-rules';

/**
 * The signed-in member's own account security (ADR 080): the password and address, signed-in
 * devices, the audit log, passkeys and the authenticator app. The changes want a recent
 * re-authentication (403 AUTH_REAUTH_REQUIRED otherwise).
 */

/** The password again; the session may then make sensitive changes for a while. */
export const reauthenticate = route(
  'POST',
  '/auth/v1/reauthenticate',
  typed<{
    answer: { reauthenticated_until: string };
    body: { password: string };
  }>,
);

/** PUT /auth/v1/user with a new password (ADR 051). */
export const changePassword = route(
  'PUT',
  '/auth/v1/user',
  typed<{
    answer: PasswordChangedAnswer;
    body: { password: string };
  }>,
);

/** The same path with a new address, which changes once its link is followed (ADR 051). */
export const requestEmailChange = route(
  'PUT',
  '/auth/v1/user',
  typed<{
    answer: EmailChangeRequestedAnswer;
    body: { email: string };
  }>,
);

/** The member's signed-in devices, this one first. */
export const sessions = route('GET', '/auth/v1/sessions', typed<{ answer: MemberSession[] }>);

/** One device is signed out at once (204). */
export const endSession = route('DELETE', '/auth/v1/sessions/:id');

/** One page of the member's own security events, newest first. */
export const audit = route(
  'GET',
  '/auth/v1/audit',
  typed<{
    answer: AuditLogPage;
    query: { page?: number; per_page?: number };
  }>,
);

export const passkeys = route('GET', '/auth/v1/passkeys', typed<{ answer: PasskeyList }>);

export const passkeyRegistrationOptions = route(
  'POST',
  '/auth/v1/passkeys/register/options',
  typed<{ answer: WebAuthnOptionsJSON }>,
);

export const registerPasskey = route(
  'POST',
  '/auth/v1/passkeys/register/verify',
  typed<{
    answer: PasskeyView;
    body: { credential: WebAuthnCredentialJSON; name?: string };
  }>,
);

export const renamePasskey = route(
  'PATCH',
  '/auth/v1/passkeys/:id',
  typed<{
    answer: PasskeyView;
    body: { name: string };
  }>,
);

/** The credential is deleted (204). */
export const removePasskey = route('DELETE', '/auth/v1/passkeys/:id');

/** The authenticator app and recovery codes left (ADR 052). */
export const factors = route('GET', '/auth/v1/factors', typed<{ answer: TwoFactorStatus }>);

export const startTotp = route(
  'POST',
  '/auth/v1/factors/totp',
  typed<{
    answer: TotpEnrolment;
    body: Record<string, never>;
  }>,
);

export const confirmTotp = route(
  'POST',
  '/auth/v1/factors/totp/verify',
  typed<{
    answer: RecoveryCodesAnswer;
    body: { code: string };
  }>,
);

/** The authenticator app is removed (204). */
export const removeTotp = route('DELETE', '/auth/v1/factors/totp');

export const regenerateRecoveryCodes = route(
  'POST',
  '/auth/v1/factors/recovery-codes',
  typed<{
    answer: RecoveryCodesAnswer;
    body: Record<string, never>;
  }>,
);
