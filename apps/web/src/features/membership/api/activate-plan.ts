import type { PaidTier } from '@aurum/shared/membership/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as membershipRoutes from '@aurum/shared/membership/membership-routes';
import { invalidateMembership } from '../../../lib/query-keys';

/** POST /api/membership/activate: premium access changes the tier directly, free (spec 02 4). */
export function activatePlan(tier: PaidTier) {
  return callApi(membershipRoutes.activate, { body: { membership_tier: tier } });
}

export function useActivatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePlan,
    onSuccess: () => invalidateMembership(queryClient),
  });
}
