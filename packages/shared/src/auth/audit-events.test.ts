import { describe, expect, it } from 'vitest';
import { AUDIT_EVENT_LABELS, isAuditEvent } from './audit-events';

/** Every event issue 26's areas write (the helpers' brief), each labelled for the member. */
const ISSUE_26_EVENTS = [
  'signin',
  'signin_failed',
  'signin_locked',
  'logout',
  'password_changed',
  'password_reset_requested',
  'email_change_requested',
  'email_changed',
  'reauthenticated',
  'mfa_enrolled',
  'mfa_removed',
  'mfa_challenge_failed',
  'mfa_verified',
  'recovery_codes_generated',
  'recovery_code_used',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  'passkey_signin',
  'session_ended',
  'factors_reset_by_staff',
  'sessions_ended_by_staff',
  'data_exported',
  'deletion_requested',
  'deletion_cancelled',
  'account_deleted',
  'vault_password_changed',
];

describe('the audit-event catalogue', () => {
  it('labels every security event a member may see, in words', () => {
    for (const event of ISSUE_26_EVENTS) {
      expect(isAuditEvent(event), event).toBe(true);
      expect(AUDIT_EVENT_LABELS[event as keyof typeof AUDIT_EVENT_LABELS]).toMatch(/^[A-Z][^_]+$/);
    }
    expect(AUDIT_EVENT_LABELS.signin_failed).toBe('Failed sign-in attempt');
    expect(AUDIT_EVENT_LABELS.password_changed).toBe('Password changed');
  });
  it('leaves out events that are not the member’s', () => {
    for (const event of ['staff_promoted', 'chat_message_rejected', 'toString'])
      expect(isAuditEvent(event), event).toBe(false);
  });
});
