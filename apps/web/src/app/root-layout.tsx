import { Outlet, ScrollRestoration } from 'react-router';

/** Wraps every screen: scroll position per history entry. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
