import { ACCOUNT_TEXTS } from '@aurum/shared/auth/account-texts';
import { AUTH_ERRORS, REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { VALIDATION_MESSAGES } from '@aurum/shared/auth/auth-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { SignInDetailsCard } from './sign-in-details-card';

afterEach(() => vi.unstubAllGlobals());

const NEW_PASSWORD = 'Harbour-Lights-77#';
const { user: member } = makeSession();

/** A fake auth server: PUT /auth/v1/user needs one re-authentication, then answers `update`. */
function server(update: (body: Record<string, string>) => Response) {
  let reauthenticated = false;
  return mockFetch((url, init) => {
    if (url === '/auth/v1/reauthenticate') {
      reauthenticated = true;
      return jsonResponse(200, {
        reauthenticated_until: new Date(Date.now() + 5 * 60_000).toISOString(),
      });
    }
    if (url === '/auth/v1/logout?scope=others') return new Response(null, { status: 204 });
    if (!reauthenticated) {
      return jsonResponse(403, { code: 'AUTH_REAUTH_REQUIRED', message: REAUTH_TEXTS.required });
    }
    return update(JSON.parse(String(init.body)) as Record<string, string>);
  });
}

function renderCard() {
  const user = userEvent.setup({ delay: null });
  renderAt(
    <>
      <SignInDetailsCard email={member.email} />
      <Toaster />
    </>,
  );
  return user;
}

async function confirmItIsYou(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('dialog', { name: REAUTH_TEXTS.title });
  await user.type(screen.getByLabelText(REAUTH_TEXTS.password), 'Sunset-Villa-42!');
  await user.click(screen.getByRole('button', { name: REAUTH_TEXTS.confirm }));
  // The dialog's aria-hidden on the rest of the page goes with its clean-up, a moment later.
  await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  await waitFor(() =>
    expect(document.querySelector('[aria-hidden="true"][data-aria-hidden]')).toBeNull(),
  );
}

/** Typing whole passwords on a busy test machine takes a while. */
const SLOW = 20_000;

describe('SignInDetailsCard: change password', { timeout: SLOW }, () => {
  it('changes it after "Confirm it is you" and offers to sign out the other devices', async () => {
    const { calls } = server(() => jsonResponse(200, { user: member, other_sessions: 2 }));
    const user = renderCard();
    expect(screen.getByText('@aurum', { exact: false }).textContent).toBe(member.email);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.changePassword }));
    await user.type(await screen.findByLabelText(ACCOUNT_TEXTS.newPassword), NEW_PASSWORD);
    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.confirmPassword), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.savePassword }));
    await confirmItIsYou(user);

    expect(await screen.findByText(ACCOUNT_TEXTS.passwordChanged)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_TEXTS.otherSessions(2))).toBeTruthy();
    expect(screen.queryByLabelText(ACCOUNT_TEXTS.newPassword)).toBeNull();
    await user.click(await screen.findByRole('button', { name: ACCOUNT_TEXTS.signOutOthers }));
    expect(await screen.findByText(ACCOUNT_TEXTS.othersSignedOut)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_TEXTS.otherSessions(0))).toBeTruthy();
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXTS.signOutOthers })).toBeNull();
    expect(calls().map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: '/auth/v1/user', method: 'PUT', body: { password: NEW_PASSWORD } },
      { url: '/auth/v1/reauthenticate', method: 'POST', body: { password: 'Sunset-Villa-42!' } },
      { url: '/auth/v1/user', method: 'PUT', body: { password: NEW_PASSWORD } },
      { url: '/auth/v1/logout?scope=others', method: 'POST', body: undefined },
    ]);
  });

  it("holds the rules before sending and shows the server's common-password message", async () => {
    const { calls } = server(() =>
      jsonResponse(400, {
        code: 'AUTH_WEAK_PASSWORD',
        message: AUTH_ERRORS.AUTH_WEAK_PASSWORD,
        errors: { password: VALIDATION_MESSAGES.passwordCommon },
      }),
    );
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.changePassword }));
    await user.type(await screen.findByLabelText(ACCOUNT_TEXTS.newPassword), 'short');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.savePassword }));
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(calls()).toHaveLength(0);

    await user.clear(screen.getByLabelText(ACCOUNT_TEXTS.newPassword));
    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.newPassword), 'Password123!');
    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.confirmPassword), 'Password123!');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.savePassword }));
    await confirmItIsYou(user);
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordCommon)).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: ACCOUNT_TEXTS.cancel }));
    expect(screen.queryByLabelText(ACCOUNT_TEXTS.newPassword)).toBeNull();
    expect(screen.getByRole('button', { name: ACCOUNT_TEXTS.changePassword })).toBeTruthy();
  });
});

describe('SignInDetailsCard: change email', { timeout: SLOW }, () => {
  it('sends the link after "Confirm it is you" and says where it went', async () => {
    const { calls } = server((body) =>
      jsonResponse(200, {
        user: member,
        new_email: body.email,
        email_change_sent_at: '2026-01-01T00:00:00Z',
      }),
    );
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.changeEmail }));
    await user.type(await screen.findByLabelText(ACCOUNT_TEXTS.newEmail), 'Thandi@New.example');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendLink }));
    await confirmItIsYou(user);
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toBe(
      `${ACCOUNT_TEXTS.emailChangeSent}thandi@new.example${ACCOUNT_TEXTS.emailChangeSentAfter}`,
    );
    // The address shown is still the current one until the link is followed.
    expect(screen.getAllByText(/thandi/)[0]!.closest('p')!.textContent).toBe(member.email);
    expect(calls().at(-1)).toMatchObject({
      url: '/auth/v1/user',
      method: 'PUT',
      body: { email: 'thandi@new.example' },
    });
  });

  it('says on the field when the address is not valid or already taken', async () => {
    server(() =>
      jsonResponse(409, { code: 'AUTH_EMAIL_EXISTS', message: AUTH_ERRORS.AUTH_EMAIL_EXISTS }),
    );
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.changeEmail }));
    await user.type(await screen.findByLabelText(ACCOUNT_TEXTS.newEmail), 'not-an-address');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendLink }));
    expect(await screen.findByText(VALIDATION_MESSAGES.emailInvalid)).toBeTruthy();

    await user.clear(screen.getByLabelText(ACCOUNT_TEXTS.newEmail));
    await user.type(screen.getByLabelText(ACCOUNT_TEXTS.newEmail), 'taken@example.co.za');
    await user.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendLink }));
    await confirmItIsYou(user);
    expect(await screen.findByText(AUTH_ERRORS.AUTH_EMAIL_EXISTS)).toBeTruthy();
    expect(screen.getByLabelText(ACCOUNT_TEXTS.newEmail).getAttribute('aria-invalid')).toBe('true');
  });
});
