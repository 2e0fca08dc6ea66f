import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { serviceRequests } from '../../../db/schema/requests';

export interface NewRequest {
  userId: string;
  providerId: string | null;
  serviceType: string;
  description: string;
  preferredDate: Date | null;
  preferredTimeSet: boolean;
  location: string | null;
  partySize: number | null;
  dining: boolean;
  specialRequests: string | null;
}

export async function insertRequest(db: Executor, request: NewRequest, now: Date) {
  const [row] = await db
    .insert(serviceRequests)
    .values({
      ...request,
      status: 'pending',
      confirmationStatus: 'confirming',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: serviceRequests.id });
  return row!.id;
}

/**
 * The member's open request (pending or in progress) for the same service at the same preferred
 * moment (the same date and time; a date alone matches the same date alone; no date matches no
 * date): the likely duplicate of a new draft, or null.
 */
export async function findOpenTwin(
  db: Executor,
  twin: Pick<NewRequest, 'userId' | 'serviceType' | 'preferredDate' | 'preferredTimeSet'>,
): Promise<string | null> {
  const [row] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.userId, twin.userId),
        inArray(serviceRequests.status, ['pending', 'in_progress']),
        eq(serviceRequests.serviceType, twin.serviceType),
        twin.preferredDate
          ? and(
              eq(serviceRequests.preferredDate, twin.preferredDate),
              eq(serviceRequests.preferredTimeSet, twin.preferredTimeSet),
            )
          : sql`${serviceRequests.preferredDate} is null`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Requests the member filed since the start of the month (cancelled ones count too). */
export async function countSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, userId), gte(serviceRequests.createdAt, since)));
  return row?.count ?? 0;
}
