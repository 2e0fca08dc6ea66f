import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as notificationRoutes from '@aurum/shared/notifications/notifications-routes';
import { notificationKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/notifications/unread-count: the bell's number (the live topic refetches it). */
export const unreadCountQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => callApi(notificationRoutes.unreadCount, { signal }),
    staleTime: 30_000,
  });

/** The signed-in member's unread count; 0 until it is known (the bell then shows no badge). */
export function useUnreadCount(): number {
  const { user } = useAuth();
  const count = useQuery({ ...unreadCountQuery(user?.id ?? ''), enabled: Boolean(user) });
  return count.data?.unread_count ?? 0;
}
