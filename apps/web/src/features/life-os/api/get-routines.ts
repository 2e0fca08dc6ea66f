import type { Routine } from '@aurum/shared/life-os/routines';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, lifeOsKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/life-os/routines: the member's routines, active first (Life OS, the lifestyle hub). */
export const routinesQuery = (userId: string) =>
  queryOptions({
    queryKey: lifeOsKeys.routines(userId),
    queryFn: ({ signal }) => apiRequest<Routine[]>('/api/life-os/routines', { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useRoutines() {
  const { user } = useAuth();
  return useQuery({ ...routinesQuery(user?.id ?? ''), enabled: Boolean(user) });
}
