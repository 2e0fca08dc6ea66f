import { RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderAt, signedOut } from '../../../testing/render';
import { SignInForm } from './sign-in-form';

afterEach(() => vi.unstubAllGlobals());

describe('Forgot password? on the sign-in form', () => {
  it('asks for the e-mail, sends it, then always says the same thing', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const user = userEvent.setup();
    renderAt(<SignInForm />, { path: '/auth', auth: signedOut() });
    await user.type(screen.getByLabelText('Email'), 'thandi@aurum.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(screen.getByRole('heading', { name: RECOVERY_TEXTS.forgotTitle })).toBeTruthy();
    // The address typed for signing in is carried over.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('thandi@aurum.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      "If an account exists for that address, we've sent a link to reset your password. It expires in 1 hour.",
    );
    expect(calls()).toMatchObject([
      { url: '/auth/v1/recover', method: 'POST', body: { email: 'thandi@aurum.test' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('checks the address before calling the server', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const user = userEvent.setup();
    renderAt(<SignInForm />, { path: '/auth', auth: signedOut() });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls()).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
