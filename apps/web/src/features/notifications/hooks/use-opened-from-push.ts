import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/notification-changes';
import { OPENED_NOTIFICATION_PARAMETER, openedNotification } from '../utils/opened-notification';

/**
 * A push notification the member tapped opens its page with `?opened_notification=<id>`
 * (public/sw-push.js): the notification is marked read (the bell drops by one) and the parameter
 * leaves the address, so a reload or a shared link does not carry it.
 */
export function useOpenedFromPush() {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkNotificationRead();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const id = openedNotification(params);
    if (!params.has(OPENED_NOTIFICATION_PARAMETER)) return;
    if (id) markRead(id);
    params.delete(OPENED_NOTIFICATION_PARAMETER);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate, markRead]);
}
