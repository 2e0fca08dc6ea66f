import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as lifeOsRoutes from '@aurum/shared/life-os/life-os-routes';
import { FIRST_DATA_FRESH_MS, lifeOsKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/life-os/goals: the member's goals. */
export const goalsQuery = (userId: string) =>
  queryOptions({
    queryKey: lifeOsKeys.goals(userId),
    queryFn: ({ signal }) => callApi(lifeOsRoutes.goals, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useGoals() {
  const { user } = useAuth();
  return useQuery({ ...goalsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
