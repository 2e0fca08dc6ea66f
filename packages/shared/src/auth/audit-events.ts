/**
 * The security events of the audit log a member may see about themselves, each with its label in
 * the product's words (issue 26, ADR 054). The member's own audit log lists only these events; the
 * assistant's Security & Privacy panel labels with the same words.
 */
export const AUDIT_EVENT_LABELS = {
  signup: 'Account created',
  email_confirmed: 'E-mail address confirmed',
  signin: 'Signed in',
  signin_failed: 'Failed sign-in attempt',
  signin_locked: 'Sign-in locked after failed attempts',
  logout: 'Signed out',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset requested',
  email_change_requested: 'E-mail change requested',
  email_changed: 'E-mail address changed',
  reauthenticated: 'Password confirmed',
  mfa_enrolled: 'Two-step verification turned on',
  mfa_removed: 'Two-step verification removed',
  mfa_challenge_failed: 'Wrong verification code',
  mfa_verified: 'Verification code accepted',
  recovery_codes_generated: 'New recovery codes created',
  recovery_code_used: 'Recovery code used',
  passkey_added: 'Passkey added',
  passkey_renamed: 'Passkey renamed',
  passkey_removed: 'Passkey removed',
  passkey_signin: 'Signed in with a passkey',
  session_ended: 'Signed out a device',
  factors_reset_by_staff: 'Sign-in factors reset by the concierge team',
  sessions_ended_by_staff: 'All devices signed out by the concierge team',
  data_exported: 'Data exported',
  deletion_requested: 'Account deletion requested',
  deletion_cancelled: 'Account deletion cancelled',
  account_deleted: 'Account deleted',
  vault_password_changed: 'Vault password changed',
  refresh_token_reuse: 'Old session key reused: device signed out',
} as const satisfies Record<string, string>;

export type AuditEvent = keyof typeof AUDIT_EVENT_LABELS;

/** Every event the member's audit log shows. */
export const MEMBER_AUDIT_EVENTS = Object.keys(AUDIT_EVENT_LABELS) as AuditEvent[];

/** Events that record a refusal rather than something the member did. */
export const FAILED_AUDIT_EVENTS: ReadonlySet<string> = new Set([
  'signin_failed',
  'signin_locked',
  'mfa_challenge_failed',
  'refresh_token_reuse',
]);

export const isAuditEvent = (event: string): event is AuditEvent =>
  Object.hasOwn(AUDIT_EVENT_LABELS, event);
