import type { UnreadCount } from '@aurum/shared/notifications/notifications-contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as notificationRoutes from '@aurum/shared/notifications/notifications-routes';
import { notificationKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/**
 * The member's notifications, newest first, a page at a time (next_cursor; the server's page size,
 * NOTIFICATIONS_PAGE_SIZE: importing it would carry the contract's zod schemas along, ADR 024).
 * Each page also says how many are unread, which the bell takes at once.
 */
export function useNotificationPages() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await callApi(notificationRoutes.list, {
        query: { cursor: pageParam || undefined },
        signal,
      });
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread(userId), {
        unread_count: page.unread_count,
      });
      return page;
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: Boolean(user),
  });
}

/** GET /api/notifications/preferences: channels, kinds, quiet hours, digest, the phone. */
export function useNotificationPreferences() {
  const { user } = useAuth();
  return useQuery({
    queryKey: notificationKeys.preferences(user?.id ?? ''),
    queryFn: ({ signal }) => callApi(notificationRoutes.preferences, { signal }),
    enabled: Boolean(user),
  });
}

/** GET /api/notifications/push/devices: the member's devices with push on. */
export function usePushDevices() {
  const { user } = useAuth();
  return useQuery({
    queryKey: notificationKeys.devices(user?.id ?? ''),
    queryFn: ({ signal }) => callApi(notificationRoutes.devices, { signal }),
    enabled: Boolean(user),
  });
}

/** GET /api/notifications/push/key: the server's VAPID public key (base64url). */
export function getPushKey(signal?: AbortSignal) {
  return callApi(notificationRoutes.pushKey, { signal });
}
