import { localDateOf, localDateTime } from '@aurum/shared/time/member-time';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { MailService } from '../../../platform/mailer/mail-service';
import type { ReminderGate } from '../life-os.api';
import { routineReminderEmail } from './routine-reminder-email';
import { nextOccurrence } from './routine-rules';
import * as repo from './routines.repo';

export const ROUTINE_REMINDER_JOB = 'life-os.routine-reminder';

/** What a reminder job was scheduled for: the routine as it was then, and the member day. */
const reminderJobSchema = z.object({
  routineId: z.uuid(),
  version: z.number().int(),
  time: z.string(),
  day: z.iso.date(),
});
type ReminderJob = z.infer<typeof reminderJobSchema>;

export interface RoutineReminderDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  gate: ReminderGate;
  siteUrl: string;
}

type Schedulable = Pick<
  repo.RoutineRecord,
  'id' | 'version' | 'startTime' | 'isActive' | 'reminder'
>;

/**
 * Routine reminders (issue 29, ADR 063). Each active routine with its reminder on has one job
 * pending, for its next occurrence in the member's time zone. The job, once due, re-reads the
 * routine under a lock and does nothing when the routine is gone or was changed since (its
 * version or time differ: the change scheduled its own job) or when this day was already handled
 * (a second instance, a retry); otherwise it marks the day handled, schedules the next
 * occurrence, and e-mails the member through the outbox unless the routine is done today or the
 * gate (the active persona, an away note) says no. All of that in one transaction.
 */
export class RoutineReminders {
  constructor(private deps: RoutineReminderDeps) {
    deps.jobs.register(ROUTINE_REMINDER_JOB, (payload) =>
      this.remind(reminderJobSchema.parse(payload)),
    );
  }

  /** Writes the routine's next reminder job in the caller's transaction (none when off). */
  async schedule(executor: Executor, routine: Schedulable, after = this.deps.clock.now()) {
    if (!routine.isActive || !routine.reminder) return;
    const next = nextOccurrence(routine.startTime, after);
    const job: ReminderJob = {
      routineId: routine.id,
      version: routine.version,
      time: routine.startTime,
      day: next.day,
    };
    const now = this.deps.clock.now();
    const delaySeconds = Math.max(0, Math.ceil((next.at.getTime() - now.getTime()) / 1000));
    await this.deps.jobs.enqueue(executor, ROUTINE_REMINDER_JOB, job, delaySeconds);
  }

  private async remind(job: ReminderJob) {
    const { db, clock, gate } = this.deps;
    // The gate reads other tables on its own connection: asked before the transaction.
    const found = await repo.findRoutineForReminder(db, job.routineId);
    if (!found || !isCurrent(found, job)) return;
    const allowed = await gate.remindersAllowed(found.userId);
    await db.transaction(async (tx) => {
      const routine = await repo.lockRoutineForReminder(tx, job.routineId);
      if (!routine || !isCurrent(routine, job)) return;
      if (routine.remindedOn !== null && routine.remindedOn >= job.day) return;
      await repo.markReminded(tx, routine.id, job.day);
      const now = clock.now();
      const dueAt = localDateTime(job.day, job.time);
      await this.schedule(tx, routine, dueAt > now ? dueAt : now);
      // A job run after its day is over (the server was down) reminds of nothing past.
      if (localDateOf(now) !== job.day) return;
      if (!allowed || (await repo.doneOn(tx, routine.id, job.day))) return;
      const contact = await repo.memberContact(tx, routine.userId);
      if (!contact) return;
      await this.deps.mail.queue(tx, {
        kind: 'life_os.routine_reminder',
        to: contact.email,
        ...routineReminderEmailFor(routine, contact.name, this.deps.siteUrl),
      });
    });
  }
}

const isCurrent = (routine: repo.RoutineRecord, job: ReminderJob) =>
  routine.version === job.version &&
  routine.startTime === job.time &&
  routine.isActive &&
  routine.reminder;

const routineReminderEmailFor = (routine: repo.RoutineRecord, name: string, siteUrl: string) =>
  routineReminderEmail({
    name,
    routine: routine.name,
    time: routine.startTime,
    nextAction: routine.nextAction,
    lifeOsUrl: `${siteUrl}/life-os`,
  });
