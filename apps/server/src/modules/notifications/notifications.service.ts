import type { NotificationKind } from '@aurum/shared/notifications/notification-kinds';
import { knownTimeZone } from '@aurum/shared/notifications/notification-rules';
import { NOTIFICATION_ERRORS as ERR } from '@aurum/shared/notifications/notification-texts';
import type {
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesChange,
  NotificationView,
  PushDevice,
  PushKey,
  PushSubscriptionInput,
  UnreadCount,
} from '@aurum/shared/notifications/notifications-contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { isAllowedPushEndpoint, type PushSender } from '../../platform/push/push-sender';
import { publishToMember } from '../../platform/realtime/publish';
import { changedRow, effectivePreferences } from './notification-preferences';
import * as repo from './notifications.repo';
import { PUSH_TEST_JOB } from './notifier';

export const notificationNotFound = () => new AppError('NOT_FOUND', ERR.notFound, 404);
export const deviceNotFound = () => new AppError('NOT_FOUND', ERR.deviceNotFound, 404);

const view = (row: repo.NotificationRow): NotificationView => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  url: row.url,
  urgent: row.urgent,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

const deviceView = (row: {
  id: string;
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): PushDevice => ({
  id: row.id,
  label: row.label,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * The member's side of notifications (issue 32): the centre (list, unread count, read, all
 * read), preferences and push devices. Every read and change is of the caller's own rows.
 */
export class NotificationsService {
  constructor(
    private deps: {
      db: Database;
      clock: Clock;
      jobs: JobQueue;
      push: PushSender;
      production: boolean;
    },
  ) {}

  async list(userId: string, query: { cursor?: string; limit: number }): Promise<NotificationPage> {
    const { db } = this.deps;
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const [page, unread] = await Promise.all([
      repo.notificationPage(db, userId, cursor, query.limit),
      repo.unreadCount(db, userId),
    ]);
    const last = page.rows.at(-1);
    return {
      items: page.rows.map(({ row }) => view(row)),
      next_cursor: page.more && last ? encodeCursor([last.createdAtText, last.row.id]) : null,
      unread_count: unread,
    };
  }

  async unread(userId: string): Promise<UnreadCount> {
    return { unread_count: await repo.unreadCount(this.deps.db, userId) };
  }

  async markRead(userId: string, id: string) {
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      if (!(await repo.markRead(tx, userId, id, clock.now()))) throw notificationNotFound();
      await publishToMember(tx, userId, { topic: 'notifications', notificationId: id });
    });
  }

  async markAllRead(userId: string) {
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      await repo.markAllRead(tx, userId, clock.now());
      await publishToMember(tx, userId, { topic: 'notifications' });
    });
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    const { email: _email, ...preferences } = await effectivePreferences(this.deps.db, userId);
    return preferences;
  }

  async savePreferences(
    userId: string,
    change: NotificationPreferencesChange,
  ): Promise<NotificationPreferences> {
    const zone = change.quiet_hours?.time_zone;
    if (zone && knownTimeZone(zone) !== zone) {
      throw new AppError('VALIDATION_ERROR', ERR.timeZone, 400, {
        errors: { 'quiet_hours.time_zone': ERR.timeZone },
      });
    }
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      await repo.lockPreferences(tx, userId);
      const current = await effectivePreferences(tx, userId);
      await repo.savePreferences(tx, changedRow(userId, current, change, clock.now()));
    });
    return this.preferences(userId);
  }

  pushKey(): PushKey {
    const key = this.deps.push.publicKey;
    if (!key) throw new AppError('PUSH_UNAVAILABLE', ERR.pushUnavailable, 404);
    return { public_key: key };
  }

  async devices(userId: string): Promise<PushDevice[]> {
    return (await repo.subscriptionsOf(this.deps.db, userId)).map(deviceView);
  }

  /** Saves this browser's subscription; `created` false when the endpoint was known. */
  async subscribe(
    userId: string,
    input: PushSubscriptionInput,
    browserLabel: string,
  ): Promise<{ device: PushDevice; created: boolean }> {
    if (!isAllowedPushEndpoint(input.endpoint, this.deps.production)) {
      throw new AppError('VALIDATION_ERROR', ERR.pushEndpoint, 400, {
        errors: { endpoint: ERR.pushEndpoint },
      });
    }
    const saved = await repo.upsertSubscription(this.deps.db, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      label: input.label?.trim() || browserLabel,
      now: this.deps.clock.now(),
    });
    return { device: deviceView(saved), created: saved.created };
  }

  async unsubscribe(userId: string, id: string) {
    if (!(await repo.deleteOwnSubscription(this.deps.db, userId, id))) throw deviceNotFound();
  }

  /** A test push to each of the member's devices, through the outbox. */
  async pushTest(userId: string) {
    this.pushKey();
    const { db, jobs } = this.deps;
    await db.transaction(async (tx) => {
      for (const device of await repo.subscriptionsOf(tx, userId)) {
        await jobs.enqueue(tx, PUSH_TEST_JOB, { userId, subscriptionId: device.id });
      }
    });
    jobs.wake();
  }
}
