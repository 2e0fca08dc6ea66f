import type {
  NotificationPage,
  NotificationPreferencesChange,
  PushSubscriptionInput,
  UnreadCount,
} from '@aurum/shared/notifications/notifications-contract';
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as notificationRoutes from '@aurum/shared/notifications/notifications-routes';
import { invalidateNotifications, notificationKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

type Pages = InfiniteData<NotificationPage, string>;

/** Marks the list's notifications read here at once (`id`, or all), and lowers the bell. */
function markReadHere(queryClient: QueryClient, userId: string, id?: string) {
  const readAt = new Date().toISOString();
  let newlyRead = 0;
  queryClient.setQueryData<Pages>(notificationKeys.list(userId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => {
              if (item.read_at || (id && item.id !== id)) return item;
              newlyRead++;
              return { ...item, read_at: readAt };
            }),
          })),
        }
      : data,
  );
  queryClient.setQueryData<UnreadCount>(
    notificationKeys.unread(userId),
    (count) => count && { unread_count: id ? Math.max(0, count.unread_count - newlyRead) : 0 },
  );
}

/** A change to the centre: shown at once, then the list and the bell read again. */
function useCentreChange<Variables>(
  send: (variables: Variables) => Promise<void>,
  idOf: (variables: Variables) => string | undefined,
) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: (variables) => markReadHere(queryClient, userId, idOf(variables)),
    onSettled: () => invalidateNotifications(queryClient, userId),
  });
}

/** POST /api/notifications/:id/read. */
export const useMarkNotificationRead = () =>
  useCentreChange(
    (id: string) => callApi(notificationRoutes.read, { params: { id } }),
    (id) => id,
  );

/** POST /api/notifications/read-all. */
export const useMarkAllNotificationsRead = () =>
  useCentreChange(
    () => callApi(notificationRoutes.readAll),
    () => undefined,
  );

/** PUT /api/notifications/preferences: the answer is the settings as saved. */
export function useSaveNotificationPreferences() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesChange) =>
      callApi(notificationRoutes.savePreferences, { body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(notificationKeys.preferences(user?.id ?? ''), saved),
  });
}

/** A change to the member's push devices, refreshing the list after it. */
function useDeviceChange<Variables, Answer>(send: (variables: Variables) => Promise<Answer>) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.devices(user?.id ?? '') }),
  });
}

/** POST /api/notifications/push/devices: this browser's subscription (again: updated). */
export const useAddPushDevice = () =>
  useDeviceChange((body: PushSubscriptionInput) => callApi(notificationRoutes.addDevice, { body }));

/** DELETE /api/notifications/push/devices/:id. */
export const useRemovePushDevice = () =>
  useDeviceChange((id: string) => callApi(notificationRoutes.removeDevice, { params: { id } }));

/** POST /api/notifications/push/test: a test push to each of the member's devices. */
export const useSendTestPush = () =>
  useMutation({
    mutationFn: () => callApi(notificationRoutes.testPush),
  });
