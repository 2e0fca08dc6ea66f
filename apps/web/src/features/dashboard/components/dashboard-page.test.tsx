import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../../test/fetch-mock';
import { authValue, renderRoutes } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

function renderDashboard(user: ReturnType<typeof makeSession>['user'], signOut = vi.fn()) {
  return renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/auth', element: <p>Auth page</p> },
    ],
    { path: '/dashboard', auth: authValue({ user, signOut }) },
  );
}

describe('DashboardPage', () => {
  const base = makeSession().user;

  it('greets the member by the name they signed up with', () => {
    renderDashboard(base);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thandi Nkosi');
  });

  it('falls back to the email before the @, then to "User"', () => {
    renderDashboard({ ...base, user_metadata: {}, email: 'sipho.d@aurum.test' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('sipho.d');
  });

  it('links to the other areas and signs out to /auth', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    const { router } = renderDashboard(base, signOut);
    expect(screen.getByRole('link', { name: 'Secure Vault' }).getAttribute('href')).toBe('/vault');
    expect(screen.queryByRole('link', { name: 'Welcome to Aurum' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/auth');
  });
});
