import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { requestStatusUpdates, serviceRequests } from '../../../db/schema/requests';

/**
 * The member of a request whose account was deleted (ADR 055: the request stays for its provider,
 * anonymised, with no member): the nil UUID, which matches no account.
 */
export const NO_MEMBER = '00000000-0000-0000-0000-000000000000';
export const requestMemberId = sql<string>`coalesce(${serviceRequests.userId}, ${NO_MEMBER}::uuid)`;

const requestQuery = (db: Executor, requestId: string) =>
  db
    .select({
      id: serviceRequests.id,
      userId: requestMemberId,
      serviceType: serviceRequests.serviceType,
      description: serviceRequests.description,
      location: serviceRequests.location,
      partySize: serviceRequests.partySize,
      dining: serviceRequests.dining,
      preferredDate: serviceRequests.preferredDate,
      preferredTimeSet: serviceRequests.preferredTimeSet,
      specialRequests: serviceRequests.specialRequests,
      status: serviceRequests.status,
      confirmationStatus: serviceRequests.confirmationStatus,
      providerId: serviceRequests.providerId,
      responseDueAt: serviceRequests.responseDueAt,
      createdAt: serviceRequests.createdAt,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId));

/** The request row locked for a change in this transaction (always before its assignments). */
export async function lockRequest(db: Executor, requestId: string) {
  const [row] = await requestQuery(db, requestId).for('update');
  return row ?? null;
}

/** The request row as it is now, unlocked (for reading only). */
export async function findRequest(db: Executor, requestId: string) {
  const [row] = await requestQuery(db, requestId);
  return row ?? null;
}
export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

export async function updateRequest(
  db: Executor,
  requestId: string,
  changes: Partial<typeof serviceRequests.$inferInsert>,
  now: Date,
) {
  await db
    .update(serviceRequests)
    .set({ ...changes, updatedAt: now })
    .where(eq(serviceRequests.id, requestId));
}

export async function addUpdate(
  db: Executor,
  update: { requestId: string; message: string; status: string; updatedBy: string },
  now: Date,
) {
  await db.insert(requestStatusUpdates).values({ ...update, createdAt: now });
}
