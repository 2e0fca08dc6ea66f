import { AUDIT_EVENT_LABELS } from './audit-events';

/**
 * How the audit log's security events read to a member (the assistant's Security & Privacy panel):
 * the member's audit-log catalogue (audit-events.ts) and the events only that panel shows.
 */
export const SECURITY_EVENT_LABELS: Readonly<Record<string, string>> = {
  ...AUDIT_EVENT_LABELS,
  refresh_token_retry: 'Session renewed again from a second tab',
  chat_message_rejected: 'Message blocked by security checks',
  demo_member_seeded: 'Demo account created',
  staff_created: 'Staff account created',
  staff_promoted: 'Made a staff member',
  provider_account_created: 'Provider account created',
};

/** The label of a security event; one without a label reads as words ("new_device" -> "New device"). */
export function securityEventLabel(event: string): string {
  const label = SECURITY_EVENT_LABELS[event];
  if (label) return label;
  const words = event.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
