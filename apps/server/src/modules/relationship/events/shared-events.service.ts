import {
  QUALITY_TIME_AT,
  QUALITY_TIME_DAYS_AHEAD,
  QUALITY_TIME_TITLE,
  type SharedEvent,
  type SharedEventChange,
  type SharedEventInput,
  type SpacePerson,
} from '@aurum/shared/relationship/relationship-contract';
import { addDays, localDateOf } from '@aurum/shared/time/member-time';
import { asSpaceMember, type SpaceScope } from '../../../db/as-space-member';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { notFound } from '../../../platform/errors';
import { publishToSpace } from '../../../platform/realtime/publish';
import { currentPeople } from '../space-people.repo';
import * as repo from './shared-events.repo';

export const eventNotFound = () => notFound('Shared event not found');

const toEvent = (record: repo.SharedEventRecord, people: SpacePerson[]): SharedEvent => ({
  id: record.id,
  title: record.title,
  description: record.description,
  date: record.date,
  time: record.time,
  location: record.location,
  created_by: people.find((person) => person.id === record.createdBy) ?? null,
  participants: people,
  category: record.category,
  status: record.status,
  created_at: record.createdAt.toISOString(),
});

/** Shared events of a relationship space (spec 02 section 3), in both partners' calendars. */
export class SharedEventsService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  list(userId: string, spaceId: string): Promise<SharedEvent[]> {
    return asSpaceMember(this.db, userId, spaceId, async (scope) => {
      const people = await currentPeople(scope.tx, spaceId);
      return (await repo.listEvents(scope)).map((record) => toEvent(record, people));
    });
  }

  create(userId: string, spaceId: string, input: SharedEventInput): Promise<SharedEvent> {
    const now = this.clock.now();
    return this.write(userId, spaceId, (scope) =>
      repo.insertEvent(scope, { ...input, time: input.time || null }, now),
    );
  }

  /** 'Schedule quality time': a quality_time event 7 days ahead (spec 02 section 9), one click. */
  scheduleQualityTime(userId: string, spaceId: string): Promise<SharedEvent> {
    const now = this.clock.now();
    return this.write(userId, spaceId, (scope) =>
      repo.insertEvent(
        scope,
        {
          title: QUALITY_TIME_TITLE,
          description: 'An evening for the two of you, phones away.',
          date: addDays(localDateOf(now), QUALITY_TIME_DAYS_AHEAD),
          time: QUALITY_TIME_AT,
          location: '',
          category: 'quality_time',
          status: 'planned',
        },
        now,
      ),
    );
  }

  change(userId: string, spaceId: string, id: string, change: SharedEventChange) {
    const now = this.clock.now();
    const fields = {
      ...change,
      ...(change.time === undefined ? {} : { time: change.time || null }),
    };
    return this.write(userId, spaceId, async (scope) => {
      const updated = await repo.updateEvent(scope, id, fields, now);
      if (!updated) throw eventNotFound();
      return updated;
    });
  }

  async remove(userId: string, spaceId: string, id: string) {
    await asSpaceMember(this.db, userId, spaceId, async (scope) => {
      if (!(await repo.deleteEvent(scope, id))) throw eventNotFound();
      await publishToSpace(scope, { itemId: id });
    });
  }

  private write(
    userId: string,
    spaceId: string,
    work: (scope: SpaceScope) => Promise<repo.SharedEventRecord>,
  ): Promise<SharedEvent> {
    return asSpaceMember(this.db, userId, spaceId, async (scope) => {
      const record = await work(scope);
      await publishToSpace(scope, { itemId: record.id });
      return toEvent(record, await currentPeople(scope.tx, spaceId));
    });
  }
}
