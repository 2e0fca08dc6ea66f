import { z } from 'zod';
import { optionalParam } from './list-query-contract';
import { MAIL_STATUSES, type MailStatus } from './outbox-rules';

export * from './outbox-rules';

/** GET /api/admin/outbox. */
export const outboxQuerySchema = z.object({
  status: optionalParam(z.enum(MAIL_STATUSES, { error: 'Status must be queued, sent or failed' })),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

/** One e-mail of the outbox, without its body. */
export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  subject: string;
  /** failed: delivery gave up (the message is kept and may be retried). */
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export const ADMIN_OUTBOX_MESSAGES = {
  notFound: 'Message not found',
  notFailed: 'Only a failed message can be retried.',
} as const;
