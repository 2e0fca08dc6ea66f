import { z } from 'zod';

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
  /** Files sent with it (an RSVP's .ics invitation), each downloaded from its url. */
  attachments?: MailboxAttachment[];
  created_at: string;
}

export interface MailboxAttachment {
  filename: string;
  content_type: string;
  /** GET: the file itself. */
  url: string;
}

/** GET /api/dev/mailbox/:id/attachments/:index. */
export const mailboxAttachmentParamsSchema = z.object({
  id: z.uuid(),
  index: z.coerce.number().int().min(0).max(20),
});
