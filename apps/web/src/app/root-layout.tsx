import { pageTitle } from '@aurum/shared/page-titles';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useInstallableApp } from '../features/install/hooks/use-installable-app';
import { OfflineBanner } from '../features/offline/components/offline-banner';

/**
 * Wraps every screen: offline notice, service worker, scroll position per history entry, and the
 * page's own browser title ("Marketplace · Aurum").
 */
export function RootLayout() {
  useInstallableApp();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
