import {
  callBackReason,
  DIGEST_TEXTS,
  PUSH_TEST_TEXT,
} from '@aurum/shared/notifications/notification-texts';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { type JobAttempt, type JobQueue, writeThroughOutage } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import { renderMail } from '../../platform/mailer/mail-layout';
import type { MessagingPort } from '../../platform/messaging/messaging-port';
import type { PushSender } from '../../platform/push/push-sender';
import { effectivePreferences } from './notification-preferences';
import * as repo from './notifications.repo';
import { DELIVER_JOB, DIGEST_JOB, PUSH_JOB, PUSH_TEST_JOB } from './notifier';

export interface DeliveryDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  push: PushSender;
  messaging: MessagingPort;
  siteUrl: string;
}

const DONE = new Set(['sent', 'skipped', 'failed']);
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The delivery jobs (ADR 076, 077): one per notification and channel, so a channel that fails
 * retries with the queue's back-off and never holds up the others. E-mail goes on through the
 * mailer's own outbox, push fans out to one job per device, SMS and WhatsApp go through the
 * messaging port, a phone call becomes a call-back task. A delivery already done is not redone.
 */
export class NotificationDelivery {
  constructor(private deps: DeliveryDeps) {
    deps.jobs.register(DELIVER_JOB, (payload, attempt) =>
      this.deliver(String(payload.deliveryId), attempt),
    );
    deps.jobs.register(DIGEST_JOB, (payload) => this.digest(String(payload.userId)));
    deps.jobs.register(PUSH_JOB, (payload) =>
      this.pushToDevice(String(payload.deliveryId), String(payload.subscriptionId)),
    );
    deps.jobs.register(PUSH_TEST_JOB, (payload) =>
      this.pushTest(String(payload.userId), String(payload.subscriptionId)),
    );
  }

  private link(url: string) {
    return `${this.deps.siteUrl}${url}`;
  }

  async deliver(deliveryId: string, attempt: JobAttempt) {
    const found = await repo.findDelivery(this.deps.db, deliveryId);
    if (!found || DONE.has(found.delivery.status)) return;
    const { channel } = found.delivery;
    if (channel === 'sms' || channel === 'whatsapp') {
      await this.sendMessage(found, channel, attempt);
      return;
    }
    const { db, clock, jobs, mail } = this.deps;
    await db.transaction(async (tx) => {
      const locked = await repo.lockDelivery(tx, deliveryId);
      if (!locked || DONE.has(locked.delivery.status)) return;
      const { notification, delivery } = locked;
      const now = clock.now();
      const done = (status: 'sent' | 'skipped') =>
        repo.setDeliveryStatus(tx, delivery.id, { status, now, attempted: true });
      if (channel === 'email') {
        const { email } = await effectivePreferences(tx, delivery.userId);
        if (!email) return done('skipped');
        await mail.queue(tx, {
          kind: `notification.${notification.kind}`,
          to: email,
          ...renderMail({
            subject: notification.title,
            paragraphs: [notification.body],
            actions: [{ label: DIGEST_TEXTS.open, url: this.link(notification.url) }],
          }),
        });
        return done('sent');
      }
      if (channel === 'push') {
        const devices = await repo.subscriptionsOf(tx, delivery.userId);
        for (const device of devices) {
          await jobs.enqueue(tx, PUSH_JOB, { deliveryId, subscriptionId: device.id });
        }
        return done(devices.length > 0 ? 'sent' : 'skipped');
      }
      if (channel === 'phone_call') {
        const { phone } = await effectivePreferences(tx, delivery.userId);
        await repo.insertCallBackTask(tx, {
          userId: delivery.userId,
          notificationId: notification.id,
          phone,
          reason: callBackReason(notification.title, notification.body),
          url: notification.url,
          createdAt: now,
        });
        return done('sent');
      }
      return done('skipped');
    });
    jobs.wake();
  }

  /** SMS or WhatsApp: sent outside a transaction; a refusal is recorded, then retried. */
  private async sendMessage(
    found: NonNullable<Awaited<ReturnType<typeof repo.findDelivery>>>,
    channel: 'sms' | 'whatsapp',
    attempt: JobAttempt,
  ) {
    const { db, clock, messaging } = this.deps;
    const { delivery, notification } = found;
    const { phone } = await effectivePreferences(db, delivery.userId);
    if (!phone) {
      await repo.setDeliveryStatus(db, delivery.id, { status: 'skipped', now: clock.now() });
      return;
    }
    const text = `Aurum: ${notification.title}. ${notification.body} ${this.link(notification.url)}`;
    try {
      await messaging.send({ channel, to: phone, text });
    } catch (error) {
      await repo.setDeliveryStatus(db, delivery.id, {
        status: attempt.final ? 'failed' : 'pending',
        now: clock.now(),
        error: errorText(error),
        attempted: true,
      });
      throw error;
    }
    // Sent: recorded even if the database is briefly away, or the member would get it twice.
    const now = clock.now();
    await writeThroughOutage(() =>
      repo.setDeliveryStatus(db, delivery.id, {
        status: 'sent',
        now,
        error: null,
        attempted: true,
      }),
    );
  }

  /** One device's push; a subscription the push service no longer knows is removed. */
  async pushToDevice(deliveryId: string, subscriptionId: string) {
    const { db } = this.deps;
    const [found, device] = await Promise.all([
      repo.findDelivery(db, deliveryId),
      repo.findSubscription(db, subscriptionId),
    ]);
    if (!found || !device || device.userId !== found.delivery.userId) return;
    const { id, kind, title, body, url } = found.notification;
    await this.pushTo(device, { id, kind, title, body, url });
  }

  /** The profile's "send a test" push to one of the member's devices. */
  async pushTest(userId: string, subscriptionId: string) {
    const device = await repo.findSubscription(this.deps.db, subscriptionId);
    if (!device || device.userId !== userId) return;
    await this.pushTo(device, { id: null, kind: 'test', ...PUSH_TEST_TEXT });
  }

  private async pushTo(device: repo.PushSubscriptionRow, message: Record<string, unknown>) {
    const { db, clock, push } = this.deps;
    const outcome = await push.send(device, JSON.stringify(message));
    const now = clock.now();
    // Pushed: recorded even if the database is briefly away, or the device would get it twice.
    await writeThroughOutage(() =>
      outcome === 'gone'
        ? repo.deleteSubscription(db, device.id)
        : repo.touchSubscription(db, device.id, now),
    );
  }

  /** The member's held notifications as one e-mail at the end of quiet hours (exactly once). */
  async digest(userId: string) {
    const { db, clock, mail } = this.deps;
    await db.transaction(async (tx) => {
      const taken = await repo.takeDueDigest(tx, userId, clock.now());
      if (taken.length === 0) return;
      const { email } = await effectivePreferences(tx, userId);
      if (!email) return;
      await mail.queue(tx, {
        kind: 'notification.digest',
        to: email,
        ...renderMail({
          subject: DIGEST_TEXTS.subject(taken.length),
          paragraphs: [
            DIGEST_TEXTS.intro,
            ...taken.map(({ notification: n }) => `${n.title}: ${n.body} ${this.link(n.url)}`),
          ],
        }),
      });
    });
  }
}
