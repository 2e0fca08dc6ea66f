import {
  REQUEST_LIMIT_MESSAGE,
  type RequestAllowance,
} from '@aurum/shared/requests/request-allowance';
import { formatDayMonth } from '@aurum/shared/format/dates';
import { plural } from '@aurum/shared/format/words';

/** Why the member may file no request now, told before the form and beside Submit. */
export interface FilingBlock {
  /** `plan`: the trial or paid period ended; `limit`: this month's requests are used up. */
  kind: 'plan' | 'limit';
  message: string;
}

/** What stops the member filing a request now, or null while they may. */
export function filingBlock(allowance: RequestAllowance | undefined): FilingBlock | null {
  if (!allowance) return null;
  if (allowance.plan_required) return { kind: 'plan', message: allowance.plan_required };
  if (allowance.limit !== null && allowance.remaining === 0) {
    return { kind: 'limit', message: REQUEST_LIMIT_MESSAGE };
  }
  return null;
}

/** When the allowance renews, e.g. "1 December" (Johannesburg). */
export const renewalDay = (allowance: RequestAllowance) => formatDayMonth(allowance.renews_at);

/**
 * The allowance in one line, e.g. "2 of 3 requests left this month · renews 1 December", or
 * "Unlimited requests on your plan".
 */
export function allowanceSummary(allowance: RequestAllowance): string {
  if (allowance.limit === null || allowance.remaining === null) {
    return 'Unlimited requests on your plan';
  }
  return `${allowance.remaining} of ${plural(allowance.limit, 'request')} left this month · renews ${renewalDay(allowance)}`;
}
