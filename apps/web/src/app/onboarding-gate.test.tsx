import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/fetch-mock';
import { authValue, renderRoutes, signedOut } from '../testing/render';
import { OnboardingGate } from './onboarding-gate';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/auth', element: <p>Auth page</p> },
  {
    element: <OnboardingGate />,
    children: [
      { path: '/onboarding', element: <p>Onboarding page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/vault', element: <p>Vault page</p> },
    ],
  },
];

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
});
