import { EMAIL_CHANGED } from '@aurum/shared/auth/auth-messages';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { sessionStore, type AuthEvent } from '../../../lib/session-store';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { restoreSession } from './restore-session';

function recordEvents() {
  const events: AuthEvent[] = [];
  const stop = sessionStore.subscribe((event) => events.push(event));
  return { events, stop };
}

const setSessionHint = (present: boolean) => {
  document.cookie = present ? 'aurum_session=1; path=/' : 'aurum_session=; path=/; max-age=0';
};

afterEach(() => {
  setSessionHint(false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.set('SIGNED_OUT', null);
  window.history.replaceState(null, '', '/');
});

describe('restoreSession', () => {
  it('takes the session of an e-mail confirmation return and clears the fragment', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    window.history.replaceState(
      null,
      '',
      '/dashboard#access_token=at&expires_at=1900000000&expires_in=3600&refresh_token=from-link&token_type=bearer&type=signup',
    );
    const { calls } = mockFetch(() =>
      jsonResponse(200, makeSession({ access_token: 'confirmed' })),
    );
    const { events, stop } = recordEvents();

    await restoreSession();

    expect(events).toEqual(['SIGNED_IN']);
    expect(sessionStore.get()?.access_token).toBe('confirmed');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/dashboard');
    expect(calls()[0]?.body).toEqual({ refresh_token: 'from-link' });
    expect(info).toHaveBeenCalledWith('Email confirmed');
    stop();
  });

  it('restores from the refresh cookie with an empty body', async () => {
    setSessionHint(true);
    const { calls } = mockFetch(() => jsonResponse(200, makeSession()));
    const { events, stop } = recordEvents();
    await restoreSession();
    expect(calls()[0]?.url).toBe('/auth/v1/token?grant_type=refresh_token');
    expect(calls()[0]?.body).toEqual({});
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(sessionStore.get()?.user.email).toBe('thandi@aurum.test');
    stop();
  });

  it('treats a 4xx answer as signed out', async () => {
    setSessionHint(true);
    mockFetch(() => jsonResponse(401, { code: 'AUTH_INVALID_REFRESH_TOKEN', message: 'x' }));
    const { events, stop } = recordEvents();
    await restoreSession();
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(sessionStore.get()).toBeNull();
    stop();
  });

  it('asks nothing of the server when no session marker cookie is there', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, makeSession()));
    const { events, stop } = recordEvents();
    await restoreSession();
    expect(calls()).toHaveLength(0);
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(sessionStore.get()).toBeNull();
    stop();
  });

  it('clears an error fragment and still restores the session', async () => {
    setSessionHint(true);
    window.history.replaceState(
      null,
      '',
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    mockFetch(() => jsonResponse(401, { code: 'AUTH_INVALID_REFRESH_TOKEN', message: 'x' }));
    await restoreSession();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/auth');
  });

  it('says so when a followed e-mail change link returns, clears it and restores the session', async () => {
    setSessionHint(true);
    window.history.replaceState(null, '', '/profile#type=email_change');
    mockFetch(() => jsonResponse(200, makeSession()));
    const { events, stop } = recordEvents();
    render(<Toaster />);
    await restoreSession();
    stop();
    expect(window.location.hash).toBe('');
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(await screen.findByText(EMAIL_CHANGED)).toBeTruthy();
  });
});
