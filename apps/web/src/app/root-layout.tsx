import { Outlet, ScrollRestoration } from 'react-router';
import { useInstallableApp } from '../features/install/hooks/use-installable-app';
import { OfflineBanner } from '../features/offline/components/offline-banner';

/** Wraps every screen: offline notice, service worker, scroll position per history entry. */
export function RootLayout() {
  useInstallableApp();
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
