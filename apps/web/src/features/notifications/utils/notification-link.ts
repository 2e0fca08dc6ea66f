import { NOTIFICATIONS_ROUTE } from '@aurum/shared/routes';

/** The id of the settings card on the profile, and the address that scrolls to it. */
export const NOTIFICATION_SETTINGS_ID = 'notifications';
export const NOTIFICATION_SETTINGS_PATH = `/profile#${NOTIFICATION_SETTINGS_ID}`;

/**
 * Where tapping a notification goes: its url when it is a path of this app ("/request-status?id=
 * ..."); anything else (another site, "//host", a backslash trick) is never followed, and the
 * centre's page opens instead. The service worker applies the same rule (public/sw-push.js).
 */
export function notificationPath(url: string | null | undefined): string {
  const inApp =
    typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
  return inApp ? url : NOTIFICATIONS_ROUTE;
}
