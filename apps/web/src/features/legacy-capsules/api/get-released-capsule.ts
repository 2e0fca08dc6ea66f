import * as legacyCapsuleRoutes from '@aurum/shared/legacy-capsules/legacy-capsules-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { legacyCapsuleKeys } from '../../../lib/query-keys';

/** GET /api/legacy-capsules/released/:token: what the recipient's private link opens. */
export function useReleasedCapsule(token: string) {
  return useQuery({
    queryKey: legacyCapsuleKeys.released(token),
    queryFn: ({ signal }) =>
      callApi(legacyCapsuleRoutes.released, { params: { token }, signal, anonymous: true }),
    retry: false,
  });
}
