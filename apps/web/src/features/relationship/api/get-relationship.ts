import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as relationshipRoutes from '@aurum/shared/relationship/relationship-routes';
import { FIRST_DATA_FRESH_MS, relationshipKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/relationship: the member's partner link and the invitations they sent. */
export const relationshipQuery = (userId: string) =>
  queryOptions({
    queryKey: relationshipKeys.overview(userId),
    queryFn: ({ signal }) => callApi(relationshipRoutes.overview, { signal }),
    staleTime: FIRST_DATA_FRESH_MS,
  });

export function useRelationship() {
  const { user } = useAuth();
  return useQuery({ ...relationshipQuery(user?.id ?? ''), enabled: Boolean(user) });
}

/** POST /api/relationship/invitations/lookup: who invites, for the invitation's link. */
export function useInvitation(token: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: relationshipKeys.invitation(user?.id ?? '', token ?? ''),
    queryFn: ({ signal }) =>
      callApi(relationshipRoutes.lookupInvitation, { body: { token: token! }, signal }),
    enabled: Boolean(user && token),
    retry: false,
  });
}
