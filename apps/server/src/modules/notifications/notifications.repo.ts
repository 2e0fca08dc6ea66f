import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  callBackTasks,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/schema/notifications';
import type { KeysetCursor } from '../../platform/http/keyset-cursor';

export type NotificationRow = typeof notifications.$inferSelect;
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type CallBackTaskRow = typeof callBackTasks.$inferSelect;

/** The notification, or null when the member already has one with that dedupe key. */
export async function insertNotification(
  tx: Executor,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow | null> {
  const [row] = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  return row ?? null;
}

export async function insertDeliveries(
  tx: Executor,
  rows: (typeof notificationDeliveries.$inferInsert)[],
): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(notificationDeliveries).values(rows).returning();
}

/** One page of the member's notifications, newest first; `more` when another page follows. */
export async function notificationPage(
  db: Executor,
  userId: string,
  cursor: KeysetCursor | null,
  limit: number,
) {
  const rows = await db
    .select({ row: notifications, createdAtText: sql<string>`${notifications.createdAt}::text` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

/** Marks the member's own notification read; false when there is none of theirs by that id. */
export async function markRead(db: Executor, userId: string, id: string, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function findPreferences(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? null;
}

export async function savePreferences(tx: Executor, row: PreferencesRow) {
  const { userId: _userId, ...rest } = row;
  await tx
    .insert(notificationPreferences)
    .values(row)
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: rest });
}

/** Locks the member's preferences while a change reads and writes them (one change at a time). */
export async function lockPreferences(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification_prefs:${userId}`}))`);
}

/** A delivery with its notification, locked for its job; null when gone (a deleted account). */
export async function lockDelivery(tx: Executor, id: string) {
  const [row] = await tx
    .select({ delivery: notificationDeliveries, notification: notifications })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notificationDeliveries.id, id))
    .for('update', { of: notificationDeliveries });
  return row ?? null;
}

export async function findDelivery(db: Executor, id: string) {
  const [row] = await db
    .select({ delivery: notificationDeliveries, notification: notifications })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notificationDeliveries.id, id));
  return row ?? null;
}

export async function setDeliveryStatus(
  db: Executor,
  id: string,
  change: { status: DeliveryRow['status']; now: Date; error?: string | null; attempted?: boolean },
) {
  await db
    .update(notificationDeliveries)
    .set({
      status: change.status,
      ...(change.status === 'sent' ? { sentAt: change.now } : {}),
      ...(change.error !== undefined ? { lastError: change.error } : {}),
      ...(change.attempted ? { attempts: sql`${notificationDeliveries.attempts} + 1` } : {}),
    })
    .where(eq(notificationDeliveries.id, id));
}

/**
 * Takes the member's held digest deliveries that are due: marked sent in this transaction (so a
 * second digest job finds none) and returned with their notifications, oldest first.
 */
export async function takeDueDigest(tx: Executor, userId: string, now: Date) {
  const due = await tx
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.userId, userId),
        eq(notificationDeliveries.status, 'held'),
        eq(notificationDeliveries.digest, true),
        lte(notificationDeliveries.sendAfter, now),
      ),
    )
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  await tx
    .update(notificationDeliveries)
    .set({ status: 'sent', sentAt: now, attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(inArray(notificationDeliveries.id, ids));
  return tx
    .select({ notification: notifications })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(inArray(notificationDeliveries.id, ids))
    .orderBy(asc(notifications.createdAt));
}

export async function subscriptionsOf(db: Executor, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

export async function findSubscription(db: Executor, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/**
 * Saves a browser's subscription for the member: a new endpoint is added (`created`), the same
 * endpoint again updates its keys and label and moves it to this member (a shared browser signed
 * in as someone else now belongs to them).
 */
export async function upsertSubscription(
  tx: Executor,
  values: {
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    label: string;
    now: Date;
  },
) {
  const { now, ...row } = values;
  const [saved] = await tx
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, label: row.label },
    })
    .returning({
      id: pushSubscriptions.id,
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
      lastUsedAt: pushSubscriptions.lastUsedAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  return saved!;
}

export async function deleteOwnSubscription(db: Executor, userId: string, id: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(db: Executor, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function touchSubscription(db: Executor, id: string, now: Date) {
  await db.update(pushSubscriptions).set({ lastUsedAt: now }).where(eq(pushSubscriptions.id, id));
}

export async function insertCallBackTask(tx: Executor, values: typeof callBackTasks.$inferInsert) {
  await tx.insert(callBackTasks).values(values).onConflictDoNothing();
}

export async function openCallBackTasks(db: Executor) {
  return db
    .select()
    .from(callBackTasks)
    .where(eq(callBackTasks.status, 'open'))
    .orderBy(asc(callBackTasks.createdAt), asc(callBackTasks.id))
    .limit(200);
}

/** Marks an open task done; null when there is no such task, the row when it already was. */
export async function finishCallBackTask(tx: Executor, id: string, staffId: string, now: Date) {
  const [done] = await tx
    .update(callBackTasks)
    .set({ status: 'done', doneBy: staffId, doneAt: now })
    .where(and(eq(callBackTasks.id, id), eq(callBackTasks.status, 'open')))
    .returning();
  if (done) return done;
  const [row] = await tx.select().from(callBackTasks).where(eq(callBackTasks.id, id));
  return row ?? null;
}

/** The member-owned tables the data export covers and account deletion removes (ADR 055). */
export const NOTIFICATIONS_EXPORT_TABLES = [
  'notifications',
  'notification_deliveries',
  'notification_preferences',
  'push_subscriptions',
  'call_back_tasks',
] as const;

/** Every row of the member's, for the data export (ADR 055); push keys are left out. */
export async function memberRows(db: Executor, userId: string) {
  const items = await db.select().from(notifications).where(eq(notifications.userId, userId));
  const deliveries = await db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId));
  const preferences = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const tasks = await db.select().from(callBackTasks).where(eq(callBackTasks.userId, userId));
  return {
    notifications: items,
    notification_deliveries: deliveries,
    notification_preferences: preferences,
    push_subscriptions: devices.map(({ p256dh: _key, auth: _secret, ...device }) => device),
    call_back_tasks: tasks,
  };
}

/** Removes every row of the member's (account deletion, ADR 055). */
export async function forgetMember(tx: Executor, userId: string) {
  await tx.delete(callBackTasks).where(eq(callBackTasks.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
