import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as resetRoutes from '@aurum/shared/life-os/reset-routes';
import { FIRST_DATA_FRESH_MS, resetKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/reset/settings: the five actions, each enabled or not and auto-triggered or not. */
export const resetSettingsQuery = (userId: string) =>
  queryOptions({
    queryKey: resetKeys.settings(userId),
    queryFn: ({ signal }) => callApi(resetRoutes.settings, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useResetSettings() {
  const { user } = useAuth();
  return useQuery({ ...resetSettingsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
