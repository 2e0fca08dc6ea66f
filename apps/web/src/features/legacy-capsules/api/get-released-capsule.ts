import type { ReleasedCapsule } from '@aurum/shared/legacy-capsules/legacy-capsule-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { legacyCapsuleKeys } from '../../../lib/query-keys';

/** GET /api/legacy-capsules/released/:token: what the recipient's private link opens. */
export function useReleasedCapsule(token: string) {
  return useQuery({
    queryKey: legacyCapsuleKeys.released(token),
    queryFn: ({ signal }) =>
      apiRequest<ReleasedCapsule>(`/api/legacy-capsules/released/${encodeURIComponent(token)}`, {
        signal,
        anonymous: true,
      }),
    retry: false,
  });
}
