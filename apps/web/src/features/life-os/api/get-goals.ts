import type { Goal } from '@aurum/shared/life-os/goals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, lifeOsKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/life-os/goals: the member's goals. */
export const goalsQuery = (userId: string) =>
  queryOptions({
    queryKey: lifeOsKeys.goals(userId),
    queryFn: ({ signal }) => apiRequest<Goal[]>('/api/life-os/goals', { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useGoals() {
  const { user } = useAuth();
  return useQuery({ ...goalsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
