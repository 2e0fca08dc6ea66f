import type { CapsuleList } from '@aurum/shared/legacy-capsules/legacy-capsule-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { legacyCapsuleKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/legacy-capsules: the member's capsules, newest first (no content while sealed). */
export function useCapsules() {
  const { user } = useAuth();
  return useQuery({
    queryKey: legacyCapsuleKeys.list(user?.id ?? ''),
    queryFn: ({ signal }) => apiRequest<CapsuleList>('/api/legacy-capsules', { signal }),
    select: (data) => data.capsules,
    enabled: Boolean(user),
  });
}
