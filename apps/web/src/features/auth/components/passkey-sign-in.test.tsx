import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import { PASSKEY_ERRORS, PASSKEY_TEXTS } from '@aurum/shared/auth/passkeys-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { renderAt, signedOut } from '../../../testing/render';
import { verifyPasskeyFactor } from '../api/verify-passkey-factor';
import { SignInForm } from './sign-in-form';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const OPTIONS = { challenge: 'c2lnbi1pbg', rpId: 'aurum.test', userVerification: 'required' };
const ASSERTION = { id: 'Y3JlZA', type: 'public-key', response: {} };

function renderForm() {
  const view = renderAt(<SignInForm />, { path: '/auth', auth: signedOut() });
  render(<Toaster />);
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
afterEach(() => {
  vi.unstubAllGlobals();
  webauthn.startAuthentication.mockReset();
  sessionStore.set('SIGNED_OUT', null);
});

describe('Continue with a passkey', { timeout: 20_000 }, () => {
  it('signs in with the passkey the browser offers, no e-mail or password', async () => {
    const session = makeSession();
    const { calls } = mockFetch((url) =>
      url.endsWith('/signin/options')
        ? jsonResponse(200, OPTIONS)
        : jsonResponse(200, { ...session, needs_onboarding: false }),
    );
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.signIn }));

    expect(await screen.findByText('Now at another page')).toBeTruthy();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(calls()).toMatchObject([
      { url: '/auth/v1/passkeys/signin/options', method: 'POST' },
      { url: '/auth/v1/passkeys/signin/verify', method: 'POST', body: { credential: ASSERTION } },
    ]);
    expect(calls()[1]!.headers.get('authorization')).toBeNull();
    expect(sessionStore.get()?.user.id).toBe(session.user.id);
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
  });

  it("shows the server's refusal and stays on the form", async () => {
    mockFetch((url) =>
      url.endsWith('/signin/options')
        ? jsonResponse(200, OPTIONS)
        : jsonResponse(400, {
            code: 'AUTH_EMAIL_NOT_CONFIRMED',
            message: AUTH_ERRORS.AUTH_EMAIL_NOT_CONFIRMED,
          }),
    );
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.signIn }));
    expect(await screen.findByText(AUTH_ERRORS.AUTH_EMAIL_NOT_CONFIRMED)).toBeTruthy();
    expect(screen.getByRole('button', { name: PASSKEY_TEXTS.signIn })).toBeTruthy();
    expect(sessionStore.get()).toBeNull();
  });

  it('says the request was cancelled when the member closes the browser prompt', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, OPTIONS));
    webauthn.startAuthentication.mockRejectedValue(
      Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }),
    );
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.signIn }));
    expect(await screen.findByText(PASSKEY_TEXTS.cancelled)).toBeTruthy();
    expect(calls()).toHaveLength(1);
  });

  it('is not offered where the browser has no passkeys', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    mockFetch(() => jsonResponse(500));
    renderForm();
    expect(screen.queryByRole('button', { name: PASSKEY_TEXTS.signIn })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('a passkey as the second factor', () => {
  it('answers the pending sign-in with the session, without announcing it', async () => {
    const session = makeSession();
    const { calls } = mockFetch((url) =>
      url.endsWith('/challenge') ? jsonResponse(200, OPTIONS) : jsonResponse(200, session),
    );
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    await expect(verifyPasskeyFactor('mfa-1')).resolves.toMatchObject({
      access_token: session.access_token,
    });
    expect(calls()).toMatchObject([
      { url: '/auth/v1/passkeys/challenge', body: { mfa_token: 'mfa-1' } },
      {
        url: '/auth/v1/passkeys/challenge/verify',
        body: { mfa_token: 'mfa-1', credential: ASSERTION },
      },
    ]);
    expect(sessionStore.get()).toBeNull();
  });

  it('passes on a refusal', async () => {
    mockFetch((url) =>
      url.endsWith('/challenge')
        ? jsonResponse(200, OPTIONS)
        : jsonResponse(400, { code: 'PASSKEY_INVALID', message: PASSKEY_ERRORS.PASSKEY_INVALID }),
    );
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    await expect(verifyPasskeyFactor('mfa-1')).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
  });
});
