import type { CalendarEntry, personalEventSchema } from '@aurum/shared/calendar/calendar-contract';
import { localDateAndTime, localDateTime } from '@aurum/shared/time/member-time';
import type { z } from 'zod';
import { asMember, type MemberScope } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { CalendarSource, CalendarSourceEntry } from './calendar.api';
import { calendarSources } from './calendar-sources';
import * as repo from './calendar.repo';

type PersonalEvent = z.output<typeof personalEventSchema>;

const fields = (event: PersonalEvent): repo.PersonalEventFields => ({
  title: event.title,
  eventDate: event.date,
  eventTime: event.time === '' ? null : event.time,
  place: event.place === '' ? null : event.place,
});

const NOT_FOUND = 'Event not found';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** By day, then time (untimed entries first), then title: the order of ADR 007's union. */
function inCalendarOrder(a: CalendarSourceEntry, b: CalendarSourceEntry) {
  if (a.entry.date !== b.entry.date) return byText(a.entry.date, b.entry.date);
  if (a.entry.time !== b.entry.time) {
    if (a.entry.time === null) return -1;
    if (b.entry.time === null) return 1;
    return byText(a.entry.time, b.entry.time);
  }
  return byText(a.orderTitle, b.orderTitle);
}

/** The member's calendar: their entries for a range, and the personal events they manage. */
export class CalendarService {
  constructor(
    private db: Database,
    private clock: Clock,
    private sources: readonly CalendarSource[] = calendarSources,
  ) {}

  /** The member's personal events and every source's entries (ADR 043), in one transaction. */
  entries(userId: string, from: string, to: string): Promise<CalendarEntry[]> {
    return asMember(this.db, userId, async (scope) => {
      const range = { from, to };
      const found = await repo.personalEntries(scope, range);
      for (const source of this.sources) found.push(...(await source.entriesFor(scope, range)));
      return found.sort(inCalendarOrder).map(({ entry }) => entry);
    });
  }

  add(userId: string, event: PersonalEvent): Promise<CalendarEntry> {
    return asMember(this.db, userId, async (scope) => {
      const id = await repo.insertPersonalEvent(scope, fields(event), this.clock.now());
      return (await repo.readPersonalEntry(scope, id, event.date))!;
    });
  }

  change(userId: string, id: string, event: PersonalEvent): Promise<CalendarEntry> {
    return asMember(this.db, userId, async (scope) => {
      const updated = await repo.updatePersonalEvent(scope, id, fields(event), this.clock.now());
      if (!updated) throw notFound(NOT_FOUND);
      return (await repo.readPersonalEntry(scope, id, event.date))!;
    });
  }

  /**
   * Moves the member's own timed personal events that start in [from, to) later by `byMs`, in
   * the caller's transaction (the reset, ADR 064): the date follows across midnight. Untimed
   * (all-day) events and other areas' entries stay. Answers the moved events as they are now.
   */
  async postponeWithin(
    scope: MemberScope,
    window: { from: Date; to: Date },
    byMs: number,
  ): Promise<CalendarEntry[]> {
    const now = this.clock.now();
    const range = {
      from: localDateAndTime(window.from).date,
      to: localDateAndTime(window.to).date,
    };
    const moved: CalendarEntry[] = [];
    for (const { entry } of await repo.personalEntries(scope, range)) {
      if (entry.time === null) continue;
      const start = localDateTime(entry.date, entry.time).getTime();
      if (start < window.from.getTime() || start >= window.to.getTime()) continue;
      const later = localDateAndTime(new Date(start + byMs));
      const updated = await repo.moveEventStart(scope, entry.source_id, later, now);
      if (updated) moved.push({ ...entry, date: later.date, time: later.time });
    }
    return moved;
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await asMember(this.db, userId, (scope) => repo.deletePersonalEvent(scope, id));
    if (!deleted) throw notFound(NOT_FOUND);
  }
}
