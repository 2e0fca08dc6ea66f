/** The address parameter public/sw-push.js adds when the member taps a push notification. */
export const OPENED_NOTIFICATION_PARAMETER = 'opened_notification';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tapped notification's id, or null when the parameter is missing or not an id. */
export function openedNotification(params: URLSearchParams): string | null {
  const id = params.get(OPENED_NOTIFICATION_PARAMETER);
  return id && ID.test(id) ? id : null;
}
