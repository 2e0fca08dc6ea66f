import { ADMIN_OUTBOX_MESSAGES, type MailStatus } from '@aurum/shared/admin/outbox-contract';
import { startOfLocalMonth } from '@aurum/shared/time/member-time';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { MAIL_DELIVER_JOB } from '../../platform/mailer/mail-service';
import { listMembers } from './admin-members.repo';
import * as outbox from '../../platform/mailer/outbox-view.repo';

export const messageNotFound = () => new AppError('NOT_FOUND', ADMIN_OUTBOX_MESSAGES.notFound, 404);

/** The members list and the mail outbox of the staff console. */
export class AdminOperationsService {
  constructor(
    private db: Database,
    private clock: Clock,
    private jobs: JobQueue,
  ) {}

  members(q: string | undefined) {
    return listMembers(this.db, q, startOfLocalMonth(this.clock.now()));
  }

  outbox(status: MailStatus | undefined) {
    return outbox.listOutbox(this.db, status);
  }

  /** A failed message goes back to queued with a new delivery job, in one transaction. */
  async retry(id: string) {
    await this.db.transaction(async (tx) => {
      const status = await outbox.lockMessageStatus(tx, id);
      if (!status) throw messageNotFound();
      if (status !== 'failed') {
        throw new AppError('MAIL_NOT_FAILED', ADMIN_OUTBOX_MESSAGES.notFailed, 409);
      }
      await outbox.requeueMessage(tx, id);
      await this.jobs.enqueue(tx, MAIL_DELIVER_JOB, { messageId: id });
    });
    this.jobs.wake();
    return (await outbox.findMessage(this.db, id))!;
  }
}
