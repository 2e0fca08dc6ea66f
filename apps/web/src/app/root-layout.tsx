import { pageTitle } from '@aurum/shared/page-titles';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SkipLink } from '../components/skip-link';
import { useInstallableApp } from '../features/install/hooks/use-installable-app';
import { OfflineBanner } from '../features/offline/components/offline-banner';

/**
 * Wraps every screen: the skip link (the keyboard's first stop), offline notice, service worker,
 * scroll position per history entry, and the page's own browser title ("Marketplace · Aurum").
 */
export function RootLayout() {
  useInstallableApp();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return (
    <>
      <SkipLink screen={pathname} />
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
