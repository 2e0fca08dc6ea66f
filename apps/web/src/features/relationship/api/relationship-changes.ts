import type {
  IdeaChange,
  IdeaInput,
  PartnerInvite,
  SharedEventChange,
  SharedEventInput,
} from '@aurum/shared/relationship/relationship-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as relationshipRoutes from '@aurum/shared/relationship/relationship-routes';
import * as spaceRoutes from '@aurum/shared/relationship/relationship-space-routes';
import { calendarKeys, relationshipKeys } from '../../../lib/query-keys';

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
  useRelationshipChange((body: PartnerInvite) => callApi(relationshipRoutes.invite, { body }));

export const useWithdrawInvitation = () =>
  useRelationshipChange((id: string) =>
    callApi(relationshipRoutes.withdrawInvitation, { params: { id } }),
  );

export const useAnswerInvitation = () =>
  useRelationshipChange(async ({ token, accept }: { token: string; accept: boolean }) => {
    if (accept) return callApi(relationshipRoutes.acceptInvitation, { body: { token } });
    await callApi(relationshipRoutes.declineInvitation, { body: { token } });
    return undefined;
  });

export const useEndLink = () =>
  useRelationshipChange(({ spaceId }: InSpace) =>
    callApi(relationshipRoutes.endLink, { params: { spaceId } }),
  );

export const useAddSharedEvent = () =>
  useRelationshipChange(({ spaceId, body }: InSpace<{ body: SharedEventInput }>) =>
    callApi(spaceRoutes.addEvent, { params: { spaceId }, body }),
  );

/** 'Schedule quality time': one click, a quality_time event 7 days ahead. */
export const useScheduleQualityTime = () =>
  useRelationshipChange(({ spaceId }: InSpace) =>
    callApi(spaceRoutes.scheduleQualityTime, { params: { spaceId } }),
  );

export const useChangeSharedEvent = () =>
  useRelationshipChange(({ spaceId, id, body }: InSpace<{ id: string; body: SharedEventChange }>) =>
    callApi(spaceRoutes.changeEvent, { params: { spaceId, id }, body }),
  );

export const useDeleteSharedEvent = () =>
  useRelationshipChange(({ spaceId, id }: InSpace<{ id: string }>) =>
    callApi(spaceRoutes.removeEvent, { params: { spaceId, id } }),
  );

export const useAddIdea = () =>
  useRelationshipChange(({ spaceId, body }: InSpace<{ body: IdeaInput }>) =>
    callApi(spaceRoutes.addIdea, { params: { spaceId }, body }),
  );

export const useChangeIdea = () =>
  useRelationshipChange(({ spaceId, id, body }: InSpace<{ id: string; body: IdeaChange }>) =>
    callApi(spaceRoutes.changeIdea, { params: { spaceId, id }, body }),
  );

export const useDeleteIdea = () =>
  useRelationshipChange(({ spaceId, id }: InSpace<{ id: string }>) =>
    callApi(spaceRoutes.removeIdea, { params: { spaceId, id } }),
  );

/** The idea's concierge request, through the one filing workflow (ADR 070). */
export const useAskConcierge = () =>
  useRelationshipChange(({ spaceId, id }: InSpace<{ id: string }>) =>
    callApi(spaceRoutes.askConcierge, { params: { spaceId, id } }),
  );

export const useStartConflict = () =>
  useRelationshipChange(({ spaceId, issue_summary }: InSpace<{ issue_summary: string }>) =>
    callApi(spaceRoutes.startConflict, { params: { spaceId }, body: { issue_summary } }),
  );

export const useWritePerspective = () =>
  useRelationshipChange(
    ({ spaceId, id, perspective }: InSpace<{ id: string; perspective: string }>) =>
      callApi(spaceRoutes.writePerspective, {
        params: { spaceId, id },
        body: { perspective },
      }),
  );

/** 'Mark as Resolved' (spec 02 section 4). */
export const useResolveConflict = () =>
  useRelationshipChange(({ spaceId, id }: InSpace<{ id: string }>) =>
    callApi(spaceRoutes.resolveConflict, { params: { spaceId, id } }),
  );
