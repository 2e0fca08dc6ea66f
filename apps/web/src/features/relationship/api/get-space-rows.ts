import type { Conflict, Idea, SharedEvent } from '@aurum/shared/relationship/relationship-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { relationshipKeys } from '../../../lib/query-keys';

export const spacePath = (spaceId: string) =>
  `/api/relationship/spaces/${encodeURIComponent(spaceId)}`;

/** GET /api/relationship/spaces/:spaceId/events: the space's shared events, soonest first. */
export const useSharedEvents = (spaceId: string | null) =>
  useQuery({
    queryKey: relationshipKeys.events(spaceId ?? ''),
    queryFn: ({ signal }) => apiRequest<SharedEvent[]>(`${spacePath(spaceId!)}/events`, { signal }),
    enabled: Boolean(spaceId),
  });

/** GET /api/relationship/spaces/:spaceId/ideas: the space's ideas, newest first. */
export const useIdeas = (spaceId: string | null) =>
  useQuery({
    queryKey: relationshipKeys.ideas(spaceId ?? ''),
    queryFn: ({ signal }) => apiRequest<Idea[]>(`${spacePath(spaceId!)}/ideas`, { signal }),
    enabled: Boolean(spaceId),
  });

/** GET /api/relationship/spaces/:spaceId/conflicts: active first, each partner's words private. */
export const useConflicts = (spaceId: string | null) =>
  useQuery({
    queryKey: relationshipKeys.conflicts(spaceId ?? ''),
    queryFn: ({ signal }) => apiRequest<Conflict[]>(`${spacePath(spaceId!)}/conflicts`, { signal }),
    enabled: Boolean(spaceId),
  });
