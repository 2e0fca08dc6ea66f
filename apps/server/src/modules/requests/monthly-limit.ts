import { monthlyRequestLimit } from '@aurum/shared/requests/request-status';
import { startOfLocalMonth } from '@aurum/shared/time/member-time';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../platform/errors';
import { countSince } from './requests.repo';

/**
 * Requests left this month under the member's plan (null = unlimited): every way of filing a
 * request (the form, booking a marketplace slot) counts against the same limit.
 */
export async function remainingThisMonth(tx: Executor, userId: string, now: Date) {
  const [profile] = await tx
    .select({ tier: profiles.membershipTier })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const limit = monthlyRequestLimit(profile?.tier);
  if (limit === null) return null;
  return limit - (await countSince(tx, userId, startOfLocalMonth(now)));
}

export const limitReached = () =>
  new AppError(
    'REQUEST_LIMIT_REACHED',
    'You have used all the concierge requests your plan includes this month. Upgrade your membership for more.',
    429,
  );
