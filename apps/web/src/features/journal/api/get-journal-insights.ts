import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as journalRoutes from '@aurum/shared/journal/journal-routes';
import { journalKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/journal/insights: what the member's own entries say (themes, what lifts or lowers). */
const journalInsightsQuery = (userId: string) =>
  queryOptions({
    queryKey: journalKeys.insights(userId),
    queryFn: ({ signal }) => callApi(journalRoutes.insights, { signal }),
    staleTime: 30_000,
  });

export function useJournalInsights() {
  const { user } = useAuth();
  return useQuery({ ...journalInsightsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
