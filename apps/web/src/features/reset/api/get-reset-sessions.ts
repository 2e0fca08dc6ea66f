import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as resetRoutes from '@aurum/shared/life-os/reset-routes';
import { FIRST_DATA_FRESH_MS, resetKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/reset/sessions: the member's resets, newest first (the History tab). */
export const resetSessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: resetKeys.sessions(userId),
    queryFn: ({ signal }) => callApi(resetRoutes.sessions, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useResetSessions() {
  const { user } = useAuth();
  return useQuery({ ...resetSessionsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
