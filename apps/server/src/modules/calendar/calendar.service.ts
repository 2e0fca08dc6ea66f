import type { CalendarEntry, personalEventSchema } from '@aurum/shared/calendar/calendar-contract';
import type { z } from 'zod';
import { asMember } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import * as repo from './calendar.repo';

type PersonalEvent = z.output<typeof personalEventSchema>;

const fields = (event: PersonalEvent): repo.PersonalEventFields => ({
  title: event.title,
  eventDate: event.date,
  eventTime: event.time === '' ? null : event.time,
  place: event.place === '' ? null : event.place,
});

const NOT_FOUND = 'Event not found';

/** The member's calendar: their entries for a range, and the personal events they manage. */
export class CalendarService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  entries(userId: string, from: string, to: string): Promise<CalendarEntry[]> {
    return asMember(this.db, userId, (scope) => repo.listEntries(scope, from, to));
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

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await asMember(this.db, userId, (scope) => repo.deletePersonalEvent(scope, id));
    if (!deleted) throw notFound(NOT_FOUND);
  }
}
