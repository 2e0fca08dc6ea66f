import type {
  Conflict,
  Idea,
  IdeaChange,
  IdeaConciergeRequest,
  IdeaInput,
  PartnerInvite,
  RelationshipOverview,
  SentInvitation,
  SharedEvent,
  SharedEventChange,
  SharedEventInput,
} from '@aurum/shared/relationship/relationship-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { calendarKeys, relationshipKeys } from '../../../lib/query-keys';
import { spacePath } from './get-space-rows';

/** A change in the relationship space: its reads (and the calendar's) refetch after it. */
function useRelationshipChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
}

type InSpace<T = object> = { spaceId: string } & T;

export const useInvitePartner = () =>
  useRelationshipChange((body: PartnerInvite) =>
    apiRequest<SentInvitation>('/api/relationship/invitations', { method: 'POST', body }),
  );

export const useWithdrawInvitation = () =>
  useRelationshipChange((id: string) =>
    apiRequest<void>(`/api/relationship/invitations/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );

export const useAnswerInvitation = () =>
  useRelationshipChange(({ token, accept }: { token: string; accept: boolean }) =>
    apiRequest<RelationshipOverview | undefined>(
      `/api/relationship/invitations/${accept ? 'accept' : 'decline'}`,
      { method: 'POST', body: { token } },
    ),
  );

export const useEndLink = () =>
  useRelationshipChange(({ spaceId }: InSpace) =>
    apiRequest<void>(`${spacePath(spaceId)}/end`, { method: 'POST' }),
  );

export const useAddSharedEvent = () =>
  useRelationshipChange(({ spaceId, body }: InSpace<{ body: SharedEventInput }>) =>
    apiRequest<SharedEvent>(`${spacePath(spaceId)}/events`, { method: 'POST', body }),
  );

/** 'Schedule quality time': one click, a quality_time event 7 days ahead. */
export const useScheduleQualityTime = () =>
  useRelationshipChange(({ spaceId }: InSpace) =>
    apiRequest<SharedEvent>(`${spacePath(spaceId)}/events/quality-time`, { method: 'POST' }),
  );

export const useChangeSharedEvent = () =>
  useRelationshipChange(({ spaceId, id, body }: InSpace<{ id: string; body: SharedEventChange }>) =>
    apiRequest<SharedEvent>(`${spacePath(spaceId)}/events/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
    }),
  );

export const useDeleteSharedEvent = () =>
  useRelationshipChange(({ spaceId, id }: InSpace<{ id: string }>) =>
    apiRequest<void>(`${spacePath(spaceId)}/events/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );

export const useAddIdea = () =>
  useRelationshipChange(({ spaceId, body }: InSpace<{ body: IdeaInput }>) =>
    apiRequest<Idea>(`${spacePath(spaceId)}/ideas`, { method: 'POST', body }),
  );

export const useChangeIdea = () =>
  useRelationshipChange(({ spaceId, id, body }: InSpace<{ id: string; body: IdeaChange }>) =>
    apiRequest<Idea>(`${spacePath(spaceId)}/ideas/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
    }),
  );

export const useDeleteIdea = () =>
  useRelationshipChange(({ spaceId, id }: InSpace<{ id: string }>) =>
    apiRequest<void>(`${spacePath(spaceId)}/ideas/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );

/** The idea's concierge request, through the one filing workflow (ADR 070). */
export const useAskConcierge = () =>
  useRelationshipChange(({ spaceId, id }: InSpace<{ id: string }>) =>
    apiRequest<IdeaConciergeRequest>(
      `${spacePath(spaceId)}/ideas/${encodeURIComponent(id)}/concierge-request`,
      { method: 'POST' },
    ),
  );

export const useStartConflict = () =>
  useRelationshipChange(({ spaceId, issue_summary }: InSpace<{ issue_summary: string }>) =>
    apiRequest<Conflict>(`${spacePath(spaceId)}/conflicts`, {
      method: 'POST',
      body: { issue_summary },
    }),
  );

export const useWritePerspective = () =>
  useRelationshipChange(
    ({ spaceId, id, perspective }: InSpace<{ id: string; perspective: string }>) =>
      apiRequest<Conflict>(
        `${spacePath(spaceId)}/conflicts/${encodeURIComponent(id)}/perspective`,
        {
          method: 'PUT',
          body: { perspective },
        },
      ),
  );

/** 'Mark as Resolved' (spec 02 section 4). */
export const useResolveConflict = () =>
  useRelationshipChange(({ spaceId, id }: InSpace<{ id: string }>) =>
    apiRequest<Conflict>(`${spacePath(spaceId)}/conflicts/${encodeURIComponent(id)}/resolution`, {
      method: 'POST',
    }),
  );
