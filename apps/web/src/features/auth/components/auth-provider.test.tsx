import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { useAuth } from '../hooks/use-auth';
import { restoreSession } from '../api/restore-session';
import { AuthProvider } from './auth-provider';

// The server's readable marker that a refresh cookie exists, so the provider restores the session.
beforeEach(() => {
  document.cookie = 'aurum_session=1; path=/';
});

afterEach(() => {
  document.cookie = 'aurum_session=; path=/; max-age=0';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.set('SIGNED_OUT', null);
});

function Probe() {
  const { user, loading, session, signOut } = useAuth();
  if (loading) return <p>Loading...</p>;
  return (
    <div>
      <p>{user ? `Signed in as ${user.email}` : 'Signed out'}</p>
      <p>Token {session?.access_token ?? 'none'}</p>
      <button onClick={() => void signOut()}>Sign Out</button>
    </div>
  );
}

function renderProvider(client = new QueryClient(), restoring?: Promise<void>) {
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider restoring={restoring}>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('AuthProvider', () => {
  it('loads, restores the session from the cookie and signs out with scope local', async () => {
    const { calls } = mockFetch((url) =>
      url.startsWith('/auth/v1/logout') ? jsonResponse(204) : jsonResponse(200, makeSession()),
    );
    renderProvider();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Signed in as thandi@aurum.test')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed out')).toBeTruthy();
    const logout = calls().at(-1);
    expect(logout?.url).toBe('/auth/v1/logout?scope=local');
    expect(logout?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(window.localStorage.length).toBe(0);
  });

  it('refreshes on the 30 s tick once 90 s or fewer remain', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const now = Math.floor(Date.now() / 1000);
    let issued = 0;
    const { calls } = mockFetch(() => {
      issued += 1;
      // The first session (restored at start) has 100 s left; the refreshed one a full hour.
      const expires_at = issued === 1 ? now + 100 : now + 3600;
      return jsonResponse(200, makeSession({ access_token: `token-${issued}`, expires_at }));
    });
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Token token-1')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(30_000)); // 70 s left, within the 90 s margin
    expect(screen.getByText('Token token-2')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000)); // the new token has an hour: no refresh
    expect(calls()).toHaveLength(2);
  });

  it('keeps the onboarding status the session answer carries, and never undoes a finished one', async () => {
    let needs = true;
    mockFetch(() => jsonResponse(200, { ...makeSession(), needs_onboarding: needs }));
    const client = new QueryClient();
    renderProvider(client);
    expect(await screen.findByText('Signed in as thandi@aurum.test')).toBeTruthy();
    const key = onboardingKeys.status(makeSession().user.id);
    expect(client.getQueryData(key)).toEqual({ needs_onboarding: true });

    // The member finishes onboarding; an answer that raced it still says true.
    client.setQueryData(key, { needs_onboarding: false });
    await act(() => refreshSession());
    expect(client.getQueryData(key)).toEqual({ needs_onboarding: false });
    needs = false;
    await act(() => refreshSession());
    expect(client.getQueryData(key)).toEqual({ needs_onboarding: false });
  });

  it('takes over a restore that finished before it mounted (main.ts starts it with the page)', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(200, { ...makeSession(), needs_onboarding: false }),
    );
    const restoring = restoreSession();
    await restoring;
    const client = new QueryClient();
    renderProvider(client, restoring);
    expect(await screen.findByText('Signed in as thandi@aurum.test')).toBeTruthy();
    expect(client.getQueryData(onboardingKeys.status(makeSession().user.id))).toEqual({
      needs_onboarding: false,
    });
    expect(calls()).toHaveLength(1);
  });
});
