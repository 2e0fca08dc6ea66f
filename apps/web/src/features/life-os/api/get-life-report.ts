import type { LifeReport } from '@aurum/shared/life-os/weekly-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FIRST_DATA_FRESH_MS, lifeOsKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/life-os/report: the Weekly Report of the member's last 7 days, with the insights. */
export const lifeReportQuery = (userId: string) =>
  queryOptions({
    queryKey: lifeOsKeys.report(userId),
    queryFn: ({ signal }) => apiRequest<LifeReport>('/api/life-os/report', { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useLifeReport() {
  const { user } = useAuth();
  return useQuery({ ...lifeReportQuery(user?.id ?? ''), enabled: Boolean(user) });
}
