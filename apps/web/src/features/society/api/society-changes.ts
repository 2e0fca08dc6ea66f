import { SOCIETY_TEXTS } from '@aurum/shared/society/society-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as societyRoutes from '@aurum/shared/society/society-routes';
import { ApiError } from '../../../lib/api-error';
import { societyKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Please try again.';

/** A change of the member's perks or events: Society refetches after it, an error is a toast. */
function useSocietyChange<Answer>(change: (id: string) => Promise<Answer>, failedTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onError: (error) => toast.error(failedTitle, { description: messageOf(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: societyKeys.all }),
  });
}

/** POST /api/society/perks/:id/redemption ('Redemption Failed' on error). */
export const useRedeemPerk = () =>
  useSocietyChange(
    (id) => callApi(societyRoutes.redeemPerk, { params: { id } }),
    SOCIETY_TEXTS.redemptionFailed,
  );

/** POST /api/society/events/:id/rsvp ('RSVP Failed' on error). */
export const useRsvp = () =>
  useSocietyChange(
    (id) => callApi(societyRoutes.rsvp, { params: { id } }),
    SOCIETY_TEXTS.rsvpFailed,
  );

/** DELETE /api/society/events/:id/rsvp. */
export const useCancelRsvp = () =>
  useSocietyChange(
    (id) => callApi(societyRoutes.cancelRsvp, { params: { id } }),
    SOCIETY_TEXTS.rsvpFailed,
  );

/** POST /api/society/events/:id/waitlist. */
export const useJoinWaitlist = () =>
  useSocietyChange(
    (id) => callApi(societyRoutes.joinWaitlist, { params: { id } }),
    SOCIETY_TEXTS.rsvpFailed,
  );

/** DELETE /api/society/events/:id/waitlist. */
export const useLeaveWaitlist = () =>
  useSocietyChange(
    (id) => callApi(societyRoutes.leaveWaitlist, { params: { id } }),
    SOCIETY_TEXTS.rsvpFailed,
  );
