import { isUrgent, quietHoursEnd } from '@aurum/shared/notifications/notification-rules';
import { notificationText } from '@aurum/shared/notifications/notification-texts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { publishToMember } from '../../platform/realtime/publish';
import type { NotifyInput } from './notifications.api';
import { effectivePreferences } from './notification-preferences';
import * as repo from './notifications.repo';

export const DELIVER_JOB = 'notifications.deliver';
export const DIGEST_JOB = 'notifications.digest';
export const PUSH_JOB = 'notifications.push';
export const PUSH_TEST_JOB = 'notifications.push_test';

const secondsUntil = (when: Date, now: Date) =>
  Math.max(0, Math.ceil((when.getTime() - now.getTime()) / 1000));

/**
 * The one way areas tell a member something (issue 32, ADR 076). `notify` runs inside the
 * caller's transaction: it writes the notification (the centre), one delivery per channel the
 * member chose and a job for each (the outbox), and publishes the live 'notifications' topic,
 * all committed with the caller's change or not at all. The dedupe key makes a retried caller's
 * second call add nothing.
 */
export class Notifier {
  constructor(private deps: { db: Database; clock: Clock; jobs: JobQueue }) {}

  async notify(tx: Executor, input: NotifyInput): Promise<string | null> {
    const now = this.deps.clock.now();
    const text = notificationText(input.kind, input.facts);
    const urgent = isUrgent(input.kind, input.urgent ?? false);
    const row = await repo.insertNotification(tx, {
      userId: input.userId,
      kind: input.kind,
      title: text.title,
      body: text.body,
      url: input.url,
      urgent,
      dedupeKey: `${input.kind}:${input.dedupeKey}`,
      createdAt: now,
    });
    if (!row) return null;
    const preferences = await effectivePreferences(tx, input.userId);
    const channels = preferences.kinds[input.kind].filter(
      (channel) => channel !== 'in_app' && preferences.channels[channel],
    );
    const quiet = preferences.quiet_hours;
    const heldUntil = urgent ? null : quietHoursEnd(now, { ...quiet, timeZone: quiet.time_zone });
    // The digest is an e-mail: with the e-mail channel switched off, held ones go by their channels.
    const digest =
      heldUntil !== null && preferences.digest && preferences.channels.email && channels.length > 0;
    const base = { notificationId: row.id, userId: input.userId, createdAt: now };
    const deliveries = await repo.insertDeliveries(
      tx,
      digest
        ? [{ ...base, channel: 'email', status: 'held', digest: true, sendAfter: heldUntil }]
        : channels.map((channel) => ({
            ...base,
            channel,
            status: heldUntil ? 'held' : 'pending',
            sendAfter: heldUntil,
          })),
    );
    const delay = heldUntil ? secondsUntil(heldUntil, now) : 0;
    if (digest) {
      await this.deps.jobs.enqueue(tx, DIGEST_JOB, { userId: input.userId }, delay);
    } else {
      for (const delivery of deliveries) {
        await this.deps.jobs.enqueue(tx, DELIVER_JOB, { deliveryId: delivery.id }, delay);
      }
    }
    await publishToMember(tx, input.userId, { topic: 'notifications', notificationId: row.id });
    return row.id;
  }

  /** Asks the job loop to look now (after the notifying transaction committed). */
  wake() {
    this.deps.jobs.wake();
  }
}
