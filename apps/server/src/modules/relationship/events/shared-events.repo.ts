import type {
  SharedEventCategory,
  SharedEventStatus,
} from '@aurum/shared/relationship/relationship-contract';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { MemberScope } from '../../../db/as-member';
import { type SpaceScope, spaceOwns } from '../../../db/as-space-member';
import { partnerLinks, sharedEvents } from '../../../db/schema/relationship';

export interface SharedEventRecord {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string | null;
  location: string;
  createdBy: string | null;
  category: SharedEventCategory;
  status: SharedEventStatus;
  createdAt: Date;
}

export type SharedEventFields = Omit<SharedEventRecord, 'id' | 'createdBy' | 'createdAt'>;

const columns = {
  id: sharedEvents.id,
  title: sharedEvents.title,
  description: sharedEvents.description,
  date: sharedEvents.eventDate,
  time: sharedEvents.eventTime,
  location: sharedEvents.location,
  createdBy: sharedEvents.createdBy,
  category: sharedEvents.category,
  status: sharedEvents.status,
  createdAt: sharedEvents.createdAt,
};

const toRecord = (row: object) => row as SharedEventRecord;
const ordered = [
  asc(sharedEvents.eventDate),
  sql`${sharedEvents.eventTime} asc nulls first`,
  asc(sharedEvents.createdAt),
  asc(sharedEvents.id),
];

const inSpace = (scope: SpaceScope, id: string) =>
  and(spaceOwns(sharedEvents.spaceId, scope), eq(sharedEvents.id, id));

const columnsOf = (fields: Partial<SharedEventFields>) => ({
  ...(fields.title === undefined ? {} : { title: fields.title }),
  ...(fields.description === undefined ? {} : { description: fields.description }),
  ...(fields.date === undefined ? {} : { eventDate: fields.date }),
  ...(fields.time === undefined ? {} : { eventTime: fields.time }),
  ...(fields.location === undefined ? {} : { location: fields.location }),
  ...(fields.category === undefined ? {} : { category: fields.category }),
  ...(fields.status === undefined ? {} : { status: fields.status }),
});

export async function listEvents(scope: SpaceScope) {
  const rows = await scope.tx
    .select(columns)
    .from(sharedEvents)
    .where(spaceOwns(sharedEvents.spaceId, scope))
    .orderBy(...ordered);
  return rows.map(toRecord);
}

export async function insertEvent(scope: SpaceScope, fields: SharedEventFields, now: Date) {
  const [row] = await scope.tx
    .insert(sharedEvents)
    .values({
      spaceId: scope.spaceId,
      createdBy: scope.userId,
      title: fields.title,
      description: fields.description,
      eventDate: fields.date,
      eventTime: fields.time,
      location: fields.location,
      category: fields.category,
      status: fields.status,
      createdAt: now,
      updatedAt: now,
    })
    .returning(columns);
  return toRecord(row!);
}

export async function updateEvent(
  scope: SpaceScope,
  id: string,
  fields: Partial<SharedEventFields>,
  now: Date,
) {
  const [row] = await scope.tx
    .update(sharedEvents)
    .set({ ...columnsOf(fields), updatedAt: now })
    .where(inSpace(scope, id))
    .returning(columns);
  return row ? toRecord(row) : null;
}

export async function deleteEvent(scope: SpaceScope, id: string) {
  const removed = await scope.tx
    .delete(sharedEvents)
    .where(inSpace(scope, id))
    .returning({ id: sharedEvents.id });
  return removed.length > 0;
}

/**
 * The calendar's entries (ADR 043): the events of the member's current partner space, read in
 * the member's scope through their partner link, so a former partner's events never show.
 */
export async function eventsInMemberCalendar(scope: MemberScope, from: string, to: string) {
  return scope.tx
    .select(columns)
    .from(sharedEvents)
    .innerJoin(partnerLinks, eq(partnerLinks.spaceId, sharedEvents.spaceId))
    .where(and(eq(partnerLinks.userId, scope.userId), between(sharedEvents.eventDate, from, to)))
    .orderBy(...ordered)
    .then((rows) => rows.map(toRecord));
}
