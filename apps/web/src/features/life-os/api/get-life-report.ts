import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as lifeOsRoutes from '@aurum/shared/life-os/life-os-routes';
import { FIRST_DATA_FRESH_MS, lifeOsKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/life-os/report: the Weekly Report of the member's last 7 days, with the insights. */
export const lifeReportQuery = (userId: string) =>
  queryOptions({
    queryKey: lifeOsKeys.report(userId),
    queryFn: ({ signal }) => callApi(lifeOsRoutes.report, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useLifeReport() {
  const { user } = useAuth();
  return useQuery({ ...lifeReportQuery(user?.id ?? ''), enabled: Boolean(user) });
}
