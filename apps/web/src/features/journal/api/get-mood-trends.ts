import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as journalRoutes from '@aurum/shared/journal/journal-routes';
import { FIRST_DATA_FRESH_MS, moodKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/**
 * GET /api/mood/trends: the one computation of the member's mood every screen reads (the Trends
 * tab, the lifestyle hub's "today", the dashboard's low-streak card): one truth per number.
 */
export const moodTrendsQuery = (userId: string) =>
  queryOptions({
    queryKey: moodKeys.trends(userId),
    queryFn: ({ signal }) => callApi(journalRoutes.trends, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useMoodTrends() {
  const { user } = useAuth();
  return useQuery({ ...moodTrendsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
