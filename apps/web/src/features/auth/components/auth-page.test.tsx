import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authValue, renderRoutes, signedOut } from '../../../testing/render';
import { AuthPage } from './auth-page';

function Marketplace() {
  const { search, hash } = useLocation();
  return <p>{`Marketplace page ${search}${hash}`}</p>;
}

const routes = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
  { path: '/marketplace', element: <Marketplace /> },
];
const DEEP_LINK = '/marketplace?category=private-chef#reviews';

describe('AuthPage', () => {
  it('shows a pulsing Loading... while the session loads', () => {
    renderRoutes(routes, { path: '/auth', auth: authValue({ loading: true }) });
    expect(screen.getByText('Loading...').className).toContain('animate-gold-pulse');
  });

  it('sends a signed-in member to /dashboard, replacing /auth', async () => {
    const { router } = renderRoutes(routes, { path: '/auth' });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in member back to the page that sent them here, query and hash too', async () => {
    const { router } = renderRoutes(routes, {
      path: `/auth?next=${encodeURIComponent(DEEP_LINK)}`,
    });
    expect(await screen.findByText('Marketplace page ?category=private-chef#reviews')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['//evil.example.com', 'https://evil.example.com/', '/\\evil.example.com'])(
    'never follows ?next=%s off the site',
    async (next) => {
      renderRoutes(routes, { path: `/auth?next=${encodeURIComponent(next)}` });
      expect(await screen.findByText('Dashboard page')).toBeTruthy();
    },
  );

  it('opens on Sign In and switches to Sign Up, each with its own fields', async () => {
    renderRoutes(routes, { path: '/auth', auth: signedOut() });
    expect(screen.getByRole('heading', { name: 'Access Your Concierge' })).toBeTruthy();
    const signIn = screen.getByRole('tabpanel', { name: 'Sign In' });
    expect(within(signIn).getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const signUp = screen.getByRole('tabpanel', { name: 'Sign Up' });
    expect(within(signUp).getByLabelText('Name')).toBeTruthy();
    expect(within(signUp).getByLabelText('Email')).toBeTruthy();
    expect(within(signUp).getByLabelText('Password')).toBeTruthy();
    expect(within(signUp).getByRole('button', { name: 'Join Aurum' })).toBeTruthy();
    expect(screen.getAllByLabelText('Email')).toHaveLength(1);
  });

  it.each([
    ['/provider', 'Provider Sign In'],
    ['/admin?section=outbox', 'Staff Sign In'],
  ])('sent by %s, it speaks to its people: sign-in only, no trial', (next, title) => {
    renderRoutes(routes, { path: `/auth?next=${encodeURIComponent(next)}`, auth: signedOut() });
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access Your Concierge' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Sign Up' })).toBeNull();
    expect(screen.queryByText(/free trial/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
