import { SOCIETY_TEXTS, type Perk, type SocietyEvent } from '@aurum/shared/society/society-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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

const perkPath = (id: string) => `/api/society/perks/${encodeURIComponent(id)}`;
const eventPath = (id: string) => `/api/society/events/${encodeURIComponent(id)}`;

/** POST /api/society/perks/:id/redemption ('Redemption Failed' on error). */
export const useRedeemPerk = () =>
  useSocietyChange(
    (id) => apiRequest<Perk>(`${perkPath(id)}/redemption`, { method: 'POST' }),
    SOCIETY_TEXTS.redemptionFailed,
  );

/** POST /api/society/events/:id/rsvp ('RSVP Failed' on error). */
export const useRsvp = () =>
  useSocietyChange(
    (id) => apiRequest<SocietyEvent>(`${eventPath(id)}/rsvp`, { method: 'POST' }),
    SOCIETY_TEXTS.rsvpFailed,
  );

/** DELETE /api/society/events/:id/rsvp. */
export const useCancelRsvp = () =>
  useSocietyChange(
    (id) => apiRequest<SocietyEvent>(`${eventPath(id)}/rsvp`, { method: 'DELETE' }),
    SOCIETY_TEXTS.rsvpFailed,
  );

/** POST /api/society/events/:id/waitlist. */
export const useJoinWaitlist = () =>
  useSocietyChange(
    (id) => apiRequest<SocietyEvent>(`${eventPath(id)}/waitlist`, { method: 'POST' }),
    SOCIETY_TEXTS.rsvpFailed,
  );

/** DELETE /api/society/events/:id/waitlist. */
export const useLeaveWaitlist = () =>
  useSocietyChange(
    (id) => apiRequest<SocietyEvent>(`${eventPath(id)}/waitlist`, { method: 'DELETE' }),
    SOCIETY_TEXTS.rsvpFailed,
  );
