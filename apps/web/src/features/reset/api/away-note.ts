import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as resetRoutes from '@aurum/shared/life-os/reset-routes';
import { resetKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/reset/away: the away note a reset's auto replies set, or null. */
export const awayNoteQuery = (userId: string) =>
  queryOptions({
    queryKey: resetKeys.away(userId),
    queryFn: async ({ signal }) => (await callApi(resetRoutes.awayNote, { signal })) ?? null,
  });

export function useAwayNote() {
  const { user } = useAuth();
  return useQuery({ ...awayNoteQuery(user?.id ?? ''), enabled: Boolean(user) });
}

/** DELETE /api/reset/away: the member is back before the note runs out. */
export function useEndAway() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => callApi(resetRoutes.endAway),
    onSuccess: () => queryClient.setQueryData(resetKeys.away(user?.id ?? ''), null),
  });
}
