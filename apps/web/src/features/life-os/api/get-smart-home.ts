import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as smartHomeRoutes from '@aurum/shared/life-os/smart-home-routes';
import { smartHomeKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/**
 * GET /api/smart-home: the hub's devices and scenes (or its status when it does not answer), or
 * the member's own device list when no hub is connected.
 */
export const smartHomeQuery = (userId: string) =>
  queryOptions({
    queryKey: smartHomeKeys.view(userId),
    queryFn: ({ signal }) => callApi(smartHomeRoutes.view, { signal }),
    staleTime: 30_000,
  });

export function useSmartHome() {
  const { user } = useAuth();
  return useQuery({ ...smartHomeQuery(user?.id ?? ''), enabled: Boolean(user) });
}
