import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type MailAttachment, mailMessages } from '../../db/schema/outbox';

export type { MailAttachment };
import type { Clock } from '../clock';
import { type JobQueue, writeThroughOutage } from '../jobs/job-queue';
import type { MailTransport } from './mail-transport';

export const MAIL_DELIVER_JOB = 'mail.deliver';

export interface MailToQueue {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an RSVP's .ics invitation). */
  attachments?: MailAttachment[];
}

/**
 * Sends e-mail through the outbox: `queue` stores the message and a delivery job in the caller's
 * transaction; the job hands it to the transport and records the outcome, retrying while the
 * transport refuses. Nothing is lost if SMTP is down.
 */
export class MailService {
  constructor(
    private db: Database,
    private queueOfJobs: JobQueue,
    private transport: MailTransport,
    private from: string,
    private clock: Clock,
  ) {
    queueOfJobs.register(MAIL_DELIVER_JOB, (payload, attempt) =>
      this.deliver(String(payload.messageId), attempt.final),
    );
  }

  get transportName() {
    return this.transport.name;
  }

  async queue(executor: Executor, mail: MailToQueue) {
    const [row] = await executor
      .insert(mailMessages)
      .values({ ...mail, createdAt: this.clock.now() })
      .returning({ id: mailMessages.id });
    await this.queueOfJobs.enqueue(executor, MAIL_DELIVER_JOB, { messageId: row!.id });
  }

  /**
   * Deletes every message to an address (a member's account deletion, ADR 055): their delivery
   * jobs then find nothing and end. Queue the final message after this, in the same transaction.
   */
  async forgetRecipient(executor: Executor, address: string) {
    await executor.delete(mailMessages).where(eq(mailMessages.to, address));
  }

  /** Hands the message to the transport; the last failed attempt marks it failed for staff. */
  private async deliver(messageId: string, finalAttempt: boolean) {
    const [message] = await this.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, messageId));
    if (!message || message.status === 'sent') return;
    try {
      await this.transport.send({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
    } catch (error) {
      await this.db
        .update(mailMessages)
        .set({
          attempts: sql`${mailMessages.attempts} + 1`,
          lastError: error instanceof Error ? error.message : String(error),
          ...(finalAttempt ? { status: 'failed' as const } : {}),
        })
        .where(eq(mailMessages.id, messageId));
      throw error;
    }
    // Handed over: recorded even if the database is briefly away, or it would be sent again.
    const sentAt = this.clock.now();
    await writeThroughOutage(() =>
      this.db
        .update(mailMessages)
        .set({
          status: 'sent',
          sentAt,
          attempts: sql`${mailMessages.attempts} + 1`,
          lastError: null,
        })
        .where(eq(mailMessages.id, messageId)),
    );
  }
}
