import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { useReauthenticated } from '../hooks/use-reauthenticated';

afterEach(() => vi.unstubAllGlobals());

const REQUIRED = { code: 'AUTH_REAUTH_REQUIRED', message: REAUTH_TEXTS.required };

/** A screen with one sensitive action, run through useReauthenticated. */
function Sensitive() {
  const { run, dialog } = useReauthenticated();
  const [outcome, setOutcome] = useState('');
  const onClick = async () => {
    try {
      const answer = await run(() => apiRequest<{ done: boolean }>('/api/sensitive', { body: {} }));
      setOutcome(answer === null ? 'cancelled' : `done: ${answer.done}`);
    } catch (error) {
      setOutcome(`failed: ${(error as Error).message}`);
    }
  };
  return (
    <>
      {dialog}
      <button onClick={() => void onClick()}>Do it</button>
      <p>{outcome}</p>
    </>
  );
}

/** A fake server: the action needs re-authentication until the right password was sent. */
function server() {
  let reauthenticated = false;
  return mockFetch((url, init) => {
    if (url === '/auth/v1/reauthenticate') {
      const { password } = JSON.parse(String(init.body)) as { password: string };
      if (password !== 'Sunset-Villa-42!') {
        return jsonResponse(400, { code: 'AUTH_REAUTH_INVALID', message: REAUTH_TEXTS.invalid });
      }
      reauthenticated = true;
      return jsonResponse(200, {
        reauthenticated_until: new Date(Date.now() + 5 * 60_000).toISOString(),
      });
    }
    return reauthenticated ? jsonResponse(200, { done: true }) : jsonResponse(403, REQUIRED);
  });
}

// Typing whole passwords on a busy test machine takes a while.
describe('useReauthenticated and the ReauthDialog', { timeout: 20_000 }, () => {
  it('asks for the password on AUTH_REAUTH_REQUIRED, says when it is wrong, then retries', async () => {
    const { calls } = server();
    const user = userEvent.setup({ delay: null });
    renderAt(<Sensitive />);
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    const dialog = await screen.findByRole('dialog', { name: REAUTH_TEXTS.title });
    expect(dialog.textContent).toContain(REAUTH_TEXTS.intro);

    const password = screen.getByLabelText(REAUTH_TEXTS.password);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await user.type(password, 'Wrong-Password-1!');
    await user.click(screen.getByRole('button', { name: REAUTH_TEXTS.confirm }));
    expect(await screen.findByText(REAUTH_TEXTS.invalid)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'Sunset-Villa-42!');
    await user.click(screen.getByRole('button', { name: REAUTH_TEXTS.confirm }));
    expect(await screen.findByText('done: true')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls().map((call) => call.url)).toEqual([
      '/api/sensitive',
      '/auth/v1/reauthenticate',
      '/auth/v1/reauthenticate',
      '/api/sensitive',
    ]);
  });

  it('answers null and changes nothing when the member cancels', async () => {
    const { calls } = server();
    const user = userEvent.setup({ delay: null });
    renderAt(<Sensitive />);
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('cancelled')).toBeTruthy();
    expect(calls()).toHaveLength(1);
  });

  it('runs the action once, without a dialog, when no re-authentication is needed; other failures pass', async () => {
    mockFetch(() => jsonResponse(200, { done: true }));
    const user = userEvent.setup({ delay: null });
    renderAt(<Sensitive />);
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    expect(await screen.findByText('done: true')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    mockFetch(() => jsonResponse(409, { code: 'AUTH_EMAIL_EXISTS', message: 'taken' }));
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    expect(await screen.findByText('failed: taken')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
