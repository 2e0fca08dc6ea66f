import * as platformRoutes from '@aurum/shared/life-os/platforms-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { FIRST_DATA_FRESH_MS, platformKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/platforms: the four platforms, each connected or not, and the general settings. */
export const platformsQuery = (userId: string) =>
  queryOptions({
    queryKey: platformKeys.view(userId),
    queryFn: ({ signal }) => callApi(platformRoutes.view, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function usePlatforms() {
  const { user } = useAuth();
  return useQuery({ ...platformsQuery(user?.id ?? ''), enabled: Boolean(user) });
}
