import type { RequestAllowance } from '@aurum/shared/requests/request-allowance';
import { REQUEST_LIMIT_MESSAGE } from '@aurum/shared/requests/request-allowance';
import { startOfLocalMonth, startOfNextLocalMonth } from '@aurum/shared/time/member-time';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { planRequiredError, tierStanding } from '../../membership/tier-policy.service';
import { countSince } from './filing.repo';

/**
 * The member's allowance this month, as the tier policy sets it: the plan's monthly limit (the
 * trial's during the trial), or nothing once the trial or the paid period ended (then
 * plan_required says why). Every way of filing a request (the form, a marketplace booking, the
 * assistant) counts against the same limit, cancelled requests too.
 */
export async function monthlyAllowance(
  tx: Executor,
  member: { userId: string },
  now: Date,
): Promise<RequestAllowance> {
  const standing = await tierStanding(tx, member.userId, now);
  const limit = standing.readOnly ? 0 : standing.monthlyRequestLimit;
  const used = await countSince(tx, member.userId, startOfLocalMonth(now));
  return {
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    renews_at: startOfNextLocalMonth(now).toISOString(),
    plan_required: standing.planRequired,
  };
}

const limitReached = () => new AppError('REQUEST_LIMIT_REACHED', REQUEST_LIMIT_MESSAGE, 429);

/**
 * Refuses a filing the allowance does not cover: 403 PLAN_REQUIRED after the trial or the paid
 * period (choose a plan), 429 REQUEST_LIMIT_REACHED once the month's requests are used.
 */
export function assertAllowanceCovers(allowance: RequestAllowance) {
  if (allowance.plan_required) throw planRequiredError(allowance.plan_required);
  if (allowance.remaining !== null && allowance.remaining <= 0) throw limitReached();
}
