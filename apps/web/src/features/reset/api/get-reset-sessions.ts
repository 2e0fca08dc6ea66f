import type { ResetSession } from '@aurum/shared/life-os/reset';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, resetKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/reset/sessions: the member's resets, newest first (the History tab). */
export const resetSessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: resetKeys.sessions(userId),
    queryFn: ({ signal }) => apiRequest<ResetSession[]>('/api/reset/sessions', { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useResetSessions() {
  const { user } = useAuth();
  return useQuery({ ...resetSessionsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
