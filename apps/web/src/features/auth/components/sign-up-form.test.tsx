import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderAt, signedOut } from '../../../testing/render';
import { SignUpForm } from './sign-up-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(returnTo: string | null = null) {
  renderAt(<SignUpForm returnTo={returnTo} onUseSignIn={() => undefined} />, {
    auth: signedOut(),
  });
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Join Aurum' }),
  };
}

describe('SignUpForm', () => {
  it('shows only the first error of each field, under it', async () => {
    const user = userEvent.setup();
    const fields = renderForm();
    await user.type(fields.name, '7'); // too short and not a letter: only the first shows
    await user.type(fields.password, 'short');
    await user.click(fields.submit);

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    // "short" breaks the length rule and the uppercase, number and special rules; only the first shows.
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.queryByText(/must contain at least one uppercase/)).toBeNull();
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.queryByText(/can only contain letters/)).toBeNull();

    expect(fields.email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = fields.email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email is required');
  });

  it('rates the password as it is typed', async () => {
    const user = userEvent.setup();
    const { password } = renderForm();
    expect(screen.queryByText(/Strength/)).toBeNull();
    const steps: [string, string][] = [
      ['abc', 'Very Weak'],
      ['abcdefgh', 'Weak'],
      ['Abcdefgh', 'Good'],
      ['Abcdefg1', 'Strong'],
    ];
    for (const [typed, label] of steps) {
      await user.clear(password);
      await user.type(password, typed);
      expect(screen.getByText(/Strength/).textContent).toBe(`Strength: ${label}`);
    }
  });

  it('sends the name as name and full_name and then says where the link went', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() =>
      jsonResponse(200, { user: {}, session: null, confirmation_sent_at: '2025-01-01T00:00:00Z' }),
    );
    const fields = renderForm();
    await user.type(fields.name, 'Thandi Nkosi');
    await user.type(fields.email, 'Thandi@Aurum.test');
    await user.type(fields.password, 'Sup3r$ecret');
    await user.click(fields.submit);

    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('thandi@aurum.test')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Resend confirmation email' })).toBeTruthy();
    expect(calls()[0]?.body).toEqual({
      email: 'thandi@aurum.test',
      password: 'Sup3r$ecret',
      data: { name: 'Thandi Nkosi', full_name: 'Thandi Nkosi' },
      redirect_to: `${window.location.origin}/dashboard`,
    });
  });

  it('has the confirmation link lead back through /auth to the page that sent the member', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(() =>
      jsonResponse(200, { user: {}, session: null, confirmation_sent_at: '2025-01-01T00:00:00Z' }),
    );
    const fields = renderForm('/marketplace?category=private-chef#reviews');
    await user.type(fields.email, 'thandi@aurum.test');
    await user.type(fields.password, 'Sup3r$ecret');
    await user.click(fields.submit);
    await screen.findByRole('status');
    expect((calls()[0]?.body as { redirect_to: string }).redirect_to).toBe(
      `${window.location.origin}/auth?next=%2Fmarketplace%3Fcategory%3Dprivate-chef%23reviews`,
    );
  });

  it('puts the server field errors under the fields', async () => {
    const user = userEvent.setup();
    mockFetch(() =>
      jsonResponse(409, {
        code: 'AUTH_EMAIL_EXISTS',
        message: 'An account with this email already exists',
        errors: { email: 'An account with this email already exists' },
      }),
    );
    const fields = renderForm();
    await user.type(fields.email, 'taken@aurum.test');
    await user.type(fields.password, 'Sup3r$ecret');
    await user.click(fields.submit);
    await waitFor(() => expect(fields.email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('An account with this email already exists')).toBeTruthy();
  });
});
