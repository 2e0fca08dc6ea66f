import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { calendarEvents, calendarFeeds } from '../../db/schema/calendar';

/** The calendar's part of the member's data rights (ADR 055): the member's own events. */
export const CALENDAR_EXPORT_TABLES = ['calendar_events'] as const;

export async function exportCalendar(db: Executor, userId: string) {
  const rows = await db
    .select({
      title: calendarEvents.title,
      date: calendarEvents.eventDate,
      time: calendarEvents.eventTime,
      place: calendarEvents.place,
      status: calendarEvents.status,
      createdAt: calendarEvents.createdAt,
    })
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, userId))
    .orderBy(calendarEvents.eventDate, calendarEvents.eventTime);
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}

/**
 * The member's calendar subscription addresses (ADR 066): when each was issued and revoked. The
 * address itself is a secret: not exported (the member copies it from the app).
 */
export const CALENDAR_FEED_EXPORT_TABLES = ['calendar_feeds'] as const;

export async function exportCalendarFeeds(db: Executor, userId: string) {
  const rows = await db
    .select({ createdAt: calendarFeeds.createdAt, revokedAt: calendarFeeds.revokedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .orderBy(calendarFeeds.createdAt);
  return rows.map((row) => ({
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }));
}

export async function forgetCalendar(tx: Transaction, userId: string) {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await tx.delete(calendarEvents).where(eq(calendarEvents.userId, userId));
}
