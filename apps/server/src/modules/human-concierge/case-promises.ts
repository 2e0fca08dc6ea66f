import { randomUUID } from 'node:crypto';
import { durationText } from '@aurum/shared/requests/response-promise';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { renderMail } from '../../platform/mailer/mail-layout';
import type { MailService } from '../../platform/mailer/mail-service';
import { publishToCaseThread } from '../../platform/realtime/publish';
import type { AssistantDirectory } from './assistant-directory';
import { insertMessage } from './case-messages.repo';
import type { CaseSeal } from './case-views';
import { lockCase, updateCase } from './cases.repo';

/** The job that raises a case whose first answer did not come within the promise. */
export const PROMISE_JOB = 'concierge.promise';

export const overdueNote = (minutes: number) =>
  `No one answered within the promised ${durationText(minutes * 60_000)}: your case has been raised to our concierge leads.`;

/**
 * The promise of ADR 015 on a case (black 30 min, platinum 1 h, gold 2 h): when it runs out
 * before a staff member's first answer, the case is marked overdue, the thread says so and the
 * staff leads are told by e-mail, exactly once: the job locks the case and acts only while no
 * answer came, it was not raised yet and the due time is still the one it was written for.
 */
export class CasePromises {
  constructor(
    private deps: {
      db: Database;
      clock: Clock;
      jobs: JobQueue;
      mail: MailService;
      seal: CaseSeal;
      directory: AssistantDirectory;
      adminEmail: string;
      siteUrl: string;
    },
  ) {
    deps.jobs.register(PROMISE_JOB, (payload) =>
      this.raise(String(payload.caseId), String(payload.dueAt)),
    );
  }

  async raise(caseId: string, dueAt: string) {
    const { db, clock, seal, mail } = this.deps;
    const now = clock.now();
    const leads = await this.deps.directory.leadEmails();
    await db.transaction(async (tx) => {
      const row = await lockCase(tx, caseId);
      if (!row || row.dueAt.toISOString() !== dueAt) return;
      if (row.firstResponseAt || row.overdueAt || row.status === 'completed') return;
      if (row.dueAt > now) return;
      await updateCase(tx, caseId, { overdueAt: now }, now);
      const id = randomUUID();
      await insertMessage(tx, {
        id,
        caseId,
        author: 'system',
        authorId: null,
        sealedText: seal.message(id, overdueNote(row.promiseMinutes)),
        keyId: seal.keyId,
        createdAt: now,
      });
      const content = renderMail({
        subject: `Concierge case overdue: no answer within ${durationText(row.promiseMinutes * 60_000)}`,
        paragraphs: [
          `A ${row.tier} member's ${row.priorityLevel} case has had no answer within the promised ${durationText(row.promiseMinutes * 60_000)}.`,
          'Please take it or hand it to someone who can answer now.',
        ],
        actions: [
          { label: 'Open the case queue', url: `${this.deps.siteUrl}/admin?case=${caseId}` },
        ],
        footnote: `Case ${caseId}`,
      });
      for (const to of new Set([this.deps.adminEmail, ...leads])) {
        await mail.queue(tx, { kind: 'concierge.overdue', to, ...content });
      }
      await publishToCaseThread(tx, { memberId: row.memberId, caseId }, { messageId: id });
    });
  }
}
