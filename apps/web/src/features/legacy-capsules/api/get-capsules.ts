import * as legacyCapsuleRoutes from '@aurum/shared/legacy-capsules/legacy-capsules-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { legacyCapsuleKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/legacy-capsules: the member's capsules, newest first (no content while sealed). */
export function useCapsules() {
  const { user } = useAuth();
  return useQuery({
    queryKey: legacyCapsuleKeys.list(user?.id ?? ''),
    queryFn: ({ signal }) => callApi(legacyCapsuleRoutes.list, { signal }),
    select: (data) => data.capsules,
    enabled: Boolean(user),
  });
}
