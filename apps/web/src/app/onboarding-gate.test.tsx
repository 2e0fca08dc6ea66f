import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../features/auth/api/restore-session';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { sessionStore } from '../lib/session-store';
import { jsonResponse, makeSession, mockFetch } from '../testing/fetch-mock';
import { authValue, renderRoutes, signedOut } from '../testing/render';
import { OnboardingGate } from './onboarding-gate';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'aurum_session=; path=/; max-age=0';
  sessionStore.set('SIGNED_OUT', null);
});

/** A page that names itself and the whole address it was reached at. */
function Page({ name }: { name: string }) {
  const { pathname, search, hash } = useLocation();
  return (
    <>
      <p>{name} page</p>
      <p data-testid="address">{`${pathname}${search}${hash}`}</p>
    </>
  );
}

const routes = [
  { path: '/auth', element: <Page name="Auth" /> },
  {
    element: <OnboardingGate />,
    children: [
      { path: '/onboarding', element: <Page name="Onboarding" /> },
      { path: '/dashboard', element: <Page name="Dashboard" /> },
      { path: '/vault', element: <Page name="Vault" /> },
      { path: '/marketplace', element: <Page name="Marketplace" /> },
    ],
  },
];

const address = () => screen.getByTestId('address').textContent;
const DEEP_LINK = '/marketplace?category=private-chef&location=Sandton#reviews';
const DEEP_LINK_PARAM = encodeURIComponent(DEEP_LINK);

describe('OnboardingGate', () => {
  it('shows Loading... while the session loads', () => {
    renderRoutes(routes, { path: '/vault', auth: authValue({ loading: true }) });
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('sends a visitor who is not signed in to /auth', async () => {
    const { router } = renderRoutes(routes, { path: '/vault', auth: signedOut() });
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a member who needs onboarding to /onboarding', async () => {
    mockFetch(() => jsonResponse(200, { needs_onboarding: true }));
    const { router } = renderRoutes(routes, { path: '/vault' });
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('counts a failed check as needing onboarding', async () => {
    mockFetch(() => jsonResponse(500, { code: 'GENERIC_ERROR', message: 'boom' }));
    renderRoutes(routes, { path: '/dashboard' });
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
  });

  it('lets an onboarded member through and sends them away from /onboarding', async () => {
    mockFetch(() => jsonResponse(200, { needs_onboarding: false }));
    renderRoutes(routes, { path: '/vault' });
    expect(await screen.findByText('Vault page')).toBeTruthy();

    renderRoutes(routes, { path: '/onboarding' });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('sends a signed-out visitor to /auth with the whole address they opened', async () => {
    renderRoutes(routes, { path: DEEP_LINK, auth: signedOut() });
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(address()).toBe(`/auth?next=${DEEP_LINK_PARAM}`);
  });

  it('passes the return address of /onboarding on to /auth', async () => {
    renderRoutes(routes, { path: `/onboarding?next=${DEEP_LINK_PARAM}`, auth: signedOut() });
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(address()).toBe(`/auth?next=${DEEP_LINK_PARAM}`);
  });

  it('takes a member who must onboard first to /onboarding with the address to end at', async () => {
    mockFetch(() => jsonResponse(200, { needs_onboarding: true }));
    renderRoutes(routes, { path: DEEP_LINK });
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
    expect(address()).toBe(`/onboarding?next=${DEEP_LINK_PARAM}`);
  });

  it('sends an onboarded member at /onboarding on to the address it was given', async () => {
    mockFetch(() => jsonResponse(200, { needs_onboarding: false }));
    renderRoutes(routes, { path: `/onboarding?next=${DEEP_LINK_PARAM}` });
    expect(await screen.findByText('Marketplace page')).toBeTruthy();
    expect(address()).toBe(DEEP_LINK);
  });

  it('lets a member through at once when the session was back before the app mounted', async () => {
    // main.ts starts the restore with the page; the session answer says whether to onboard.
    document.cookie = 'aurum_session=1; path=/';
    const { calls } = mockFetch(() =>
      jsonResponse(200, { ...makeSession(), needs_onboarding: false }),
    );
    const restoring = restoreSession();
    await restoring;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider restoring={restoring}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/vault'] })} />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Vault page')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // The gate asked the server nothing more: the status came with the session.
    expect(calls().map((call) => call.url)).toEqual(['/auth/v1/token?grant_type=refresh_token']);
  });

  it('never follows a return address to another site', async () => {
    mockFetch(() => jsonResponse(200, { needs_onboarding: false }));
    renderRoutes(routes, { path: `/onboarding?next=${encodeURIComponent('//evil.example.com')}` });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(address()).toBe('/dashboard');
  });
});
