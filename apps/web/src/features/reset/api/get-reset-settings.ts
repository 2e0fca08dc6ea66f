import type { ResetActionView } from '@aurum/shared/life-os/reset';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, resetKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/reset/settings: the five actions, each enabled or not and auto-triggered or not. */
export const resetSettingsQuery = (userId: string) =>
  queryOptions({
    queryKey: resetKeys.settings(userId),
    queryFn: ({ signal }) => apiRequest<ResetActionView[]>('/api/reset/settings', { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useResetSettings() {
  const { user } = useAuth();
  return useQuery({ ...resetSettingsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
