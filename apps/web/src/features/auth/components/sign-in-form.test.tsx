import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { renderAt, signedOut } from '../../../testing/render';
import { SignInForm } from './sign-in-form';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set('SIGNED_OUT', null);
});

async function signInWith(answer: Response, returnTo: string | null = null) {
  mockFetch(() => answer);
  const user = userEvent.setup();
  const view = renderAt(<SignInForm returnTo={returnTo} />, { path: '/auth', auth: signedOut() });
  // Beside the routes, as in the app: the toast outlives the page that raised it.
  render(<Toaster />);
  await user.type(screen.getByLabelText('Email'), 'thandi@aurum.test');
  await user.type(screen.getByLabelText('Password'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

describe('SignInForm', () => {
  it('asks for both fields before calling the server', async () => {
    const { calls } = mockFetch(() => jsonResponse(500));
    const user = userEvent.setup();
    renderAt(<SignInForm />, { auth: signedOut() });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls()).toHaveLength(0);
  });

  it('warns when fewer than 3 attempts remain and says so in the toast', async () => {
    await signInWith(
      jsonResponse(400, {
        code: 'AUTH_INVALID',
        message: 'Invalid email or password',
        attempts_remaining: 2,
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      '2 attempts remaining before your account is temporarily locked',
    );
    expect(await screen.findByText('Sign In Failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password 2 attempts remaining')).toBeTruthy();
  });

  it('shows no warning while 3 or more attempts remain', async () => {
    await signInWith(
      jsonResponse(400, {
        code: 'AUTH_INVALID',
        message: 'Invalid email or password',
        attempts_remaining: 3,
      }),
    );
    expect(await screen.findByText('Invalid email or password 3 attempts remaining')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the lock and the waiting time when rate limited', async () => {
    await signInWith(
      jsonResponse(429, {
        code: 'AUTH_RATE_LIMITED',
        message: 'Too many failed attempts. Please try again later',
        retry_after_seconds: 1800,
        attempts_remaining: 0,
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Account temporarily locked');
    expect(await screen.findByText('Too Many Failed Attempts')).toBeTruthy();
    expect(
      screen.getByText('Account temporarily locked. Please wait 1800 seconds before trying again.'),
    ).toBeTruthy();
  });

  it('offers to resend the confirmation when the email is not confirmed', async () => {
    const message =
      'Please confirm your email address first. We sent you a link when you signed up.';
    await signInWith(jsonResponse(400, { code: 'AUTH_EMAIL_NOT_CONFIRMED', message }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeTruthy();
  });

  it('welcomes the member back and goes to the dashboard', async () => {
    const { router } = await signInWith(jsonResponse(200, makeSession()));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sessionStore.get()?.access_token).toBe('access-1');
  });

  it('goes back to the page that sent the member to sign in', async () => {
    const { router } = await signInWith(
      jsonResponse(200, makeSession()),
      '/marketplace?category=private-chef#reviews',
    );
    expect(await screen.findByText('Now at another page')).toBeTruthy();
    const { pathname, search, hash } = router.state.location;
    expect(`${pathname}${search}${hash}`).toBe('/marketplace?category=private-chef#reviews');
  });
});
