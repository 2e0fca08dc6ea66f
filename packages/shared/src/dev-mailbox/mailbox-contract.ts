/**
 * GET /api/dev/mailbox (development and tests only): an e-mail Aurum wrote, as the local mailbox
 * shows it, newest first.
 */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  /** Delivery state of the outbox: queued, sent or failed. */
  status?: string;
  created_at: string;
}
