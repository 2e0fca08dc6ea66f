import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { and, between, eq, sql } from 'drizzle-orm';
import type { MemberScope } from '../../db/as-member';
import { calendarEvents } from '../../db/schema/calendar';
import type { CalendarRange, CalendarSourceEntry } from './calendar.api';

/**
 * The member's personal events between two dates (inclusive), as calendar entries: the calendar's
 * own kind, the only editable one. Other areas' entries come from their CalendarSource (ADR 043).
 */
export async function personalEntries(
  { tx, userId }: MemberScope,
  { from, to }: CalendarRange,
  id?: string,
): Promise<CalendarSourceEntry[]> {
  const rows = await tx
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      date: sql<string>`to_char(${calendarEvents.eventDate}, 'YYYY-MM-DD')`,
      time: sql<string | null>`to_char(${calendarEvents.eventTime}, 'HH24:MI')`,
      status: calendarEvents.status,
      place: calendarEvents.place,
    })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        between(calendarEvents.eventDate, from, to),
        id ? eq(calendarEvents.id, id) : undefined,
      ),
    );
  return rows.map((row) => {
    const entry: CalendarEntry = {
      id: `personal:${row.id}`,
      kind: 'personal',
      source_id: row.id,
      title: row.title,
      date: row.date,
      time: row.time,
      status: row.status,
      place: row.place,
      editable: true,
    };
    return { entry, orderTitle: row.title };
  });
}

export interface PersonalEventFields {
  title: string;
  eventDate: string;
  eventTime: string | null;
  place: string | null;
}

export async function insertPersonalEvent(
  { tx, userId }: MemberScope,
  fields: PersonalEventFields,
  now: Date,
) {
  const [row] = await tx
    .insert(calendarEvents)
    .values({ userId, ...fields, createdAt: now, updatedAt: now })
    .returning({ id: calendarEvents.id });
  return row!.id;
}

/** Updates the member's own event; null when it is not theirs or does not exist. */
export async function updatePersonalEvent(
  { tx, userId }: MemberScope,
  id: string,
  fields: PersonalEventFields,
  now: Date,
) {
  const [row] = await tx
    .update(calendarEvents)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning({ id: calendarEvents.id });
  return row?.id ?? null;
}

/** Moves the member's own event to another date and time; false when it is not theirs. */
export async function moveEventStart(
  { tx, userId }: MemberScope,
  id: string,
  start: { date: string; time: string },
  now: Date,
) {
  const rows = await tx
    .update(calendarEvents)
    .set({ eventDate: start.date, eventTime: start.time, updatedAt: now })
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}

export async function deletePersonalEvent({ tx, userId }: MemberScope, id: string) {
  const rows = await tx
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}

/** One personal event of the member as its calendar entry, read back after a change. */
export async function readPersonalEntry(scope: MemberScope, id: string, date: string) {
  const [found] = await personalEntries(scope, { from: date, to: date }, id);
  return found?.entry ?? null;
}
