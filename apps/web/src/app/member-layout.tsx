import { HOME_ROUTE, ONBOARDING_ROUTE } from '@aurum/shared/routes';
import { Outlet, useLocation } from 'react-router';
import { NotificationBell } from '../features/notifications/components/notification-bell';

/**
 * The screens whose own header carries the bell beside their actions (the dashboard's Install and
 * Sign Out, the calendar's Add Event, the requests' history link, the chat's Online badge).
 */
const BELL_IN_THEIR_HEADER: ReadonlySet<string> = new Set([
  HOME_ROUTE,
  '/calendar',
  '/service-request',
  '/service-history',
  '/request-status',
  '/ai-assistant',
  '/ai-basic',
]);

/**
 * Every member screen behind the onboarding gate: the screen, and the notification bell at the
 * top right, in the row of the screen's back link (it scrolls away with the page), unless the
 * screen's header carries it. Onboarding has no bell: nothing is sent before it is done.
 */
export function MemberLayout() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const floatingBell = path !== ONBOARDING_ROUTE && !BELL_IN_THEIR_HEADER.has(path);
  return (
    <>
      <Outlet />
      {floatingBell && (
        <div className="absolute top-5 right-4 z-20 sm:top-6 sm:right-6">
          <NotificationBell />
        </div>
      )}
    </>
  );
}
