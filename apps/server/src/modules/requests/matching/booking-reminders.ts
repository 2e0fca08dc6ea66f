import { formatTime } from '@aurum/shared/format/dates';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { tellMember } from '../record/member-notices';
import { lockRequest } from '../record/request-record.repo';
import type { MatchingDeps } from './provider-asking';

export const BOOKING_REMINDER_JOB = 'requests.booking-reminder';

const HOUR_MS = 60 * 60 * 1000;
const REMINDERS = { day: 24 * HOUR_MS, hour: HOUR_MS } as const;
type Which = keyof typeof REMINDERS;

const reminderSchema = z.object({
  requestId: z.uuid(),
  which: z.enum(['day', 'hour']),
  /** The booking's time when the reminder was scheduled; a moved booking makes it a no-op. */
  at: z.iso.datetime(),
});

/**
 * Booking reminders (issue 32): when a provider confirms a request with a date and time, one job
 * for the day before and one for the hour before. The job re-reads the request under its lock
 * and tells the member only if it is still confirmed, open and at that time; the notification's
 * dedupe key (request, reminder, time) tells once however often a job runs.
 */
export class BookingReminders {
  constructor(
    private db: Database,
    private clock: Clock,
    private deps: MatchingDeps,
  ) {
    deps.jobs.register(BOOKING_REMINDER_JOB, (payload) => this.remind(payload));
  }

  /** Schedules both reminders still ahead, in the confirming transaction. */
  async schedule(
    tx: Executor,
    request: { id: string; preferredDate: Date | null; preferredTimeSet: boolean },
    now: Date,
  ) {
    if (!request.preferredDate || !request.preferredTimeSet) return;
    const at = request.preferredDate;
    for (const which of Object.keys(REMINDERS) as Which[]) {
      const due = at.getTime() - REMINDERS[which];
      if (due <= now.getTime()) continue;
      await this.deps.jobs.enqueue(
        tx,
        BOOKING_REMINDER_JOB,
        { requestId: request.id, which, at: at.toISOString() },
        Math.ceil((due - now.getTime()) / 1000),
      );
    }
  }

  private async remind(payload: Record<string, unknown>) {
    const parsed = reminderSchema.safeParse(payload);
    if (!parsed.success) return;
    const { requestId, which, at } = parsed.data;
    await this.db.transaction(async (tx) => {
      const request = await lockRequest(tx, requestId);
      const open = request?.status === 'pending' || request?.status === 'in_progress';
      if (!request || !open || request.confirmationStatus !== 'confirmed') return;
      if (request.preferredDate?.toISOString() !== at) return;
      if (this.clock.now().getTime() >= request.preferredDate.getTime()) return;
      await tellMember(tx, this.deps.notify, request, {
        kind: which === 'day' ? 'booking_reminder_day' : 'booking_reminder_hour',
        subject: `reminder:${which}:${at}`,
        facts: { when: formatTime(request.preferredDate) },
      });
    });
    this.deps.jobs.wake();
  }
}
