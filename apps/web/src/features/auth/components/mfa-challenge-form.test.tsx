import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { sessionStore, type AuthEvent } from '../../../lib/session-store';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { renderAt, signedOut } from '../../../testing/render';
import { SignInForm } from './sign-in-form';

const startAuthentication = vi.fn();
vi.mock('../../../lib/webauthn', async (original) => ({
  ...(await original<typeof import('../../../lib/webauthn')>()),
  loadWebAuthn: async () => ({ startAuthentication }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set('SIGNED_OUT', null);
});

const CHALLENGE = {
  mfa_required: true,
  mfa_token: 'mfa-1',
  expires_in: 300,
  factors: [{ type: 'totp' }, { type: 'recovery_code' }],
};

/** Signs in with the password; the server answers the challenge, then `verify` answers. */
async function toCodeStep(verify: () => Response, returnTo: string | null = null) {
  const { calls } = mockFetch((url) =>
    url.startsWith('/auth/v1/token') ? jsonResponse(200, CHALLENGE) : verify(),
  );
  const user = userEvent.setup();
  const view = renderAt(<SignInForm returnTo={returnTo} />, { path: '/auth', auth: signedOut() });
  render(<Toaster />);
  await user.type(screen.getByLabelText('Email'), 'thandi@aurum.test');
  await user.type(screen.getByLabelText('Password'), 'Sunset-Villa-42!');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByLabelText(TWO_FACTOR_TEXTS.codeLabel);
  return { ...view, user, calls };
}

describe('the sign-in code step', () => {
  it('asks for the six digits after the password, with no session yet', async () => {
    const { user, calls } = await toCodeStep(() => jsonResponse(500));
    const field = screen.getByLabelText(TWO_FACTOR_TEXTS.codeLabel);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(sessionStore.get()).toBeNull();
    await user.type(field, '12a');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.codeFormat)).toBeTruthy();
    expect(calls()).toHaveLength(1);
  });

  it('shows a wrong code under the field and lets the member try again', async () => {
    const { user } = await toCodeStep(() =>
      jsonResponse(400, { code: 'AUTH_MFA_INVALID', message: TWO_FACTOR_TEXTS.invalid }),
    );
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXTS.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.invalid)).toBeTruthy();
    expect(screen.getByLabelText(TWO_FACTOR_TEXTS.codeLabel)).toBeTruthy();
  });

  it('signs in with a recovery code, emits MFA_CHALLENGE_VERIFIED and keeps the deep link', async () => {
    const events: AuthEvent[] = [];
    const stop = sessionStore.subscribe((event) => events.push(event));
    const { user, calls, router } = await toCodeStep(
      () => jsonResponse(200, makeSession()),
      '/security',
    );
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.useRecovery }));
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXTS.recoveryLabel), 'ABCD-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(calls()[1]).toMatchObject({
      url: '/auth/v1/factors/verify',
      body: { mfa_token: 'mfa-1', type: 'recovery_code', code: 'abcdefghijklmnop' },
    });
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    expect(router.state.location.pathname).toBe('/security');
    stop();
  });

  it('goes back to the password when the challenge expired', async () => {
    const { user } = await toCodeStep(() =>
      jsonResponse(400, { code: 'AUTH_MFA_EXPIRED', message: 'This sign-in has expired.' }),
    );
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXTS.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('offers the passkey first when the account has one, and signs in with it', async () => {
    const events: AuthEvent[] = [];
    const stop = sessionStore.subscribe((event) => events.push(event));
    startAuthentication.mockResolvedValueOnce({ id: 'credential-1', response: {} });
    const { calls } = mockFetch((url) => {
      if (url.startsWith('/auth/v1/token')) {
        return jsonResponse(200, {
          ...CHALLENGE,
          factors: [{ type: 'webauthn' }, { type: 'totp' }],
        });
      }
      if (url === '/auth/v1/passkeys/challenge') return jsonResponse(200, { challenge: 'c-1' });
      return jsonResponse(200, makeSession());
    });
    const user = userEvent.setup();
    renderAt(<SignInForm />, { path: '/auth', auth: signedOut() });
    await user.type(screen.getByLabelText('Email'), 'thandi@aurum.test');
    await user.type(screen.getByLabelText('Password'), 'Sunset-Villa-42!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.passkeyIntro)).toBeTruthy();
    // The authenticator app is one tap away; no code field while the passkey is offered.
    expect(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.useApp })).toBeTruthy();
    expect(screen.queryByLabelText(TWO_FACTOR_TEXTS.codeLabel)).toBeNull();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.usePasskey }));
    await vi.waitFor(() => expect(events).toContain('MFA_CHALLENGE_VERIFIED'));
    const verify = calls().find((call) => call.url === '/auth/v1/passkeys/challenge/verify');
    expect(verify?.body).toEqual({
      mfa_token: 'mfa-1',
      credential: { id: 'credential-1', response: {} },
    });
    stop();
  });

  it('says so in place when the member cancels the passkey prompt', async () => {
    startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }),
    );
    mockFetch((url) =>
      url.startsWith('/auth/v1/token')
        ? jsonResponse(200, { ...CHALLENGE, factors: [{ type: 'webauthn' }] })
        : jsonResponse(200, { challenge: 'c-1' }),
    );
    const user = userEvent.setup();
    renderAt(<SignInForm />, { path: '/auth', auth: signedOut() });
    await user.type(screen.getByLabelText('Email'), 'thandi@aurum.test');
    await user.type(screen.getByLabelText('Password'), 'Sunset-Villa-42!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.usePasskey }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(sessionStore.get()).toBeNull();
  });
});
