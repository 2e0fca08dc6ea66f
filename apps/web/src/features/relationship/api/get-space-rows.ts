import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as spaceRoutes from '@aurum/shared/relationship/relationship-space-routes';
import { relationshipKeys } from '../../../lib/query-keys';

/** GET /api/relationship/spaces/:spaceId/events: the space's shared events, soonest first. */
export const useSharedEvents = (spaceId: string | null) =>
  useQuery({
    queryKey: relationshipKeys.events(spaceId ?? ''),
    queryFn: ({ signal }) => callApi(spaceRoutes.events, { params: { spaceId: spaceId! }, signal }),
    enabled: Boolean(spaceId),
  });

/** GET /api/relationship/spaces/:spaceId/ideas: the space's ideas, newest first. */
export const useIdeas = (spaceId: string | null) =>
  useQuery({
    queryKey: relationshipKeys.ideas(spaceId ?? ''),
    queryFn: ({ signal }) => callApi(spaceRoutes.ideas, { params: { spaceId: spaceId! }, signal }),
    enabled: Boolean(spaceId),
  });

/** GET /api/relationship/spaces/:spaceId/conflicts: active first, each partner's words private. */
export const useConflicts = (spaceId: string | null) =>
  useQuery({
    queryKey: relationshipKeys.conflicts(spaceId ?? ''),
    queryFn: ({ signal }) =>
      callApi(spaceRoutes.conflicts, { params: { spaceId: spaceId! }, signal }),
    enabled: Boolean(spaceId),
  });
