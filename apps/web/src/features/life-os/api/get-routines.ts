import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as lifeOsRoutes from '@aurum/shared/life-os/life-os-routes';
import { FIRST_DATA_FRESH_MS, lifeOsKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/life-os/routines: the member's routines, active first (Life OS, the lifestyle hub). */
export const routinesQuery = (userId: string) =>
  queryOptions({
    queryKey: lifeOsKeys.routines(userId),
    queryFn: ({ signal }) => callApi(lifeOsRoutes.routines, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useRoutines() {
  const { user } = useAuth();
  return useQuery({ ...routinesQuery(user?.id ?? ''), enabled: Boolean(user) });
}
