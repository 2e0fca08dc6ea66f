import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { calendarEvents } from '../../db/schema/calendar';

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

export async function forgetCalendar(tx: Transaction, userId: string) {
  await tx.delete(calendarEvents).where(eq(calendarEvents.userId, userId));
}
