import type { MembershipStanding } from '@aurum/shared/membership/membership-texts';
import type { PaidTier } from '@aurum/shared/membership/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMembership } from '../../../lib/query-keys';

/** POST /api/membership/activate: premium access changes the tier directly, free (spec 02 4). */
export function activatePlan(tier: PaidTier) {
  return apiRequest<MembershipStanding>('/api/membership/activate', {
    method: 'POST',
    body: { membership_tier: tier },
  });
}

export function useActivatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePlan,
    onSuccess: () => invalidateMembership(queryClient),
  });
}
