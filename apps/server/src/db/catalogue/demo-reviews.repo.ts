import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { users } from '../schema/auth';
import { providerReviews } from '../schema/marketplace';
import { profiles } from '../schema/profiles';
import { serviceProviders } from '../schema/providers';
import { providerAssignments, requestStatusUpdates, serviceRequests } from '../schema/requests';

/** The demo seed's own queries (it writes rows the way members' use of Aurum would). */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export async function reviewCount(db: Executor) {
  const [row] = await db.select({ n: count() }).from(providerReviews);
  return row?.n ?? 0;
}

/** Active providers by name. */
export function activeProviders(db: Executor) {
  return db
    .select({
      id: serviceProviders.id,
      name: serviceProviders.name,
      serviceType: serviceProviders.serviceType,
      location: serviceProviders.location,
      dining: serviceProviders.dining,
    })
    .from(serviceProviders)
    .where(eq(serviceProviders.isActive, true))
    .orderBy(asc(serviceProviders.name), asc(serviceProviders.id));
}
export type DemoProvider = Awaited<ReturnType<typeof activeProviders>>[number];

export async function memberIdByEmail(db: Executor, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** A confirmed member with a profile (or the one already there); answers the id. */
export async function ensureMember(
  db: Executor,
  member: { email: string; name: string; passwordHash: string },
  now: Date,
) {
  const [inserted] = await db
    .insert(users)
    .values({
      email: member.email,
      passwordHash: member.passwordHash,
      userMetadata: { name: member.name, full_name: member.name },
      emailConfirmedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!inserted) return (await memberIdByEmail(db, member.email))!;
  await db.insert(profiles).values({
    id: inserted.id,
    name: member.name,
    email: member.email,
    createdAt: now,
    updatedAt: now,
  });
  return inserted.id;
}

/**
 * A request the member filed with the provider `daysAgo` days before `now`, which the provider
 * confirmed after `responseMinutes` and completed: the request, its assignment and its timeline.
 */
export async function insertCompletedRequest(
  db: Executor,
  input: {
    userId: string;
    provider: DemoProvider;
    now: Date;
    daysAgo: number;
    responseMinutes: number;
  },
) {
  const { provider } = input;
  const filed = new Date(input.now.getTime() - input.daysAgo * DAY);
  const confirmed = new Date(filed.getTime() + input.responseMinutes * MINUTE);
  const done = new Date(filed.getTime() + 3 * DAY);
  const [request] = await db
    .insert(serviceRequests)
    .values({
      userId: input.userId,
      serviceType: provider.serviceType,
      description: `${provider.dining ? 'Restaurant table' : serviceTypeLabel(provider.serviceType)} with ${provider.name}`,
      preferredDate: new Date(filed.getTime() + 2 * DAY),
      location: provider.location,
      dining: provider.dining,
      status: 'completed',
      confirmationStatus: 'confirmed',
      providerId: provider.id,
      createdAt: filed,
      updatedAt: done,
    })
    .returning({ id: serviceRequests.id });
  const requestId = request!.id;
  await db.insert(providerAssignments).values({
    requestId,
    providerId: provider.id,
    assignedBy: 'member',
    response: 'confirmed',
    linkExpiresAt: new Date(filed.getTime() + 7 * DAY),
    respondedAt: confirmed,
    createdAt: filed,
  });
  await db.insert(requestStatusUpdates).values([
    {
      requestId,
      message: `You chose ${provider.name}. They have been asked to confirm.`,
      status: 'provider_notified',
      updatedBy: 'member',
      createdAt: filed,
    },
    {
      requestId,
      message: `${provider.name} confirmed your request.`,
      status: 'confirmed',
      updatedBy: 'provider',
      createdAt: confirmed,
    },
    {
      requestId,
      message: 'Completed.',
      status: 'completed',
      updatedBy: 'provider',
      createdAt: done,
    },
  ]);
  return { requestId, completedAt: done };
}

export async function insertReview(
  db: Executor,
  review: {
    providerId: string;
    userId: string;
    requestId: string;
    rating: number;
    quality: number;
    responseTime: number;
    value: number;
    text: string;
    createdAt: Date;
  },
) {
  await db.insert(providerReviews).values({
    providerId: review.providerId,
    userId: review.userId,
    requestId: review.requestId,
    rating: review.rating,
    qualityRating: review.quality,
    responseTimeRating: review.responseTime,
    valueRating: review.value,
    reviewText: review.text,
    createdAt: review.createdAt,
  });
}
