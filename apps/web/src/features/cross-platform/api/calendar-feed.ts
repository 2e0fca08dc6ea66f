import * as calendarFeedRoutes from '@aurum/shared/calendar/calendar-feed-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { platformKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/calendar/feed: the private calendar subscription, or null while it is off. */
export const calendarFeedQuery = (userId: string) =>
  queryOptions({
    queryKey: platformKeys.calendarFeed(userId),
    queryFn: async ({ signal }) => (await callApi(calendarFeedRoutes.feed, { signal })) ?? null,
  });

export function useCalendarFeed() {
  const { user } = useAuth();
  return useQuery({ ...calendarFeedQuery(user?.id ?? ''), enabled: Boolean(user) });
}

/**
 * POST /api/calendar/feed issues an address (turning the feed on, or re-issuing it: the old one
 * stops working); DELETE /api/calendar/feed turns it off.
 */
export function useCalendarFeedChanges() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = platformKeys.calendarFeed(user?.id ?? '');
  const issue = useMutation({
    mutationFn: () => callApi(calendarFeedRoutes.issueFeed),
    onSuccess: (feed) => queryClient.setQueryData(key, feed),
  });
  const revoke = useMutation({
    mutationFn: () => callApi(calendarFeedRoutes.revokeFeed),
    onSuccess: () => queryClient.setQueryData(key, null),
  });
  return { issue, revoke };
}
