import type { LiveEvent } from '@aurum/shared/realtime/live-topics';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '../features/auth/utils/auth-context';
import { AuthContext } from '../features/auth/utils/auth-context';
import type { RealtimeListener } from '../lib/realtime-client';
import { authValue, signedOut } from '../testing/render';
import { useLiveUpdates } from './use-live-updates';

const realtime = vi.hoisted(() => ({
  listeners: [] as RealtimeListener[],
  close: vi.fn(),
}));

vi.mock('../lib/realtime-client', () => ({
  connectRealtime: (listener: RealtimeListener) => {
    realtime.listeners.push(listener);
    return { close: realtime.close };
  },
}));

afterEach(() => {
  realtime.listeners.length = 0;
  realtime.close.mockClear();
});

const USER = authValue().user!.id;

function renderLiveUpdates(auth: AuthContextValue) {
  const queryClient = new QueryClient();
  const keys = [
    ['service-requests', USER, 'recent'],
    ['service-requests', USER, 'details'],
    ['service-requests', USER, 'detail', 'r-1'],
    ['calendar-events', USER, '2026-03-01', '2026-03-31'],
    ['profile', USER],
    ['membership', USER, 'overview'],
    ['membership', USER, 'payments'],
    ['journal', USER, 'entries'],
    ['journal', USER, 'insights'],
    ['mood', USER, 'trends'],
  ];
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  let current = auth;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={current}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
  const view = renderHook(() => useLiveUpdates(), { wrapper });
  const stale = () =>
    keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key[0]);
  return {
    ...view,
    stale,
    setAuth(next: AuthContextValue) {
      current = next;
      view.rerender();
    },
  };
}

describe('useLiveUpdates', () => {
  it('refetches every request list, the dashboard and the calendar on a request event', () => {
    const { stale } = renderLiveUpdates(authValue());
    expect(realtime.listeners).toHaveLength(1);
    expect(stale()).toEqual([]);

    realtime.listeners[0]!.onEvent({ topic: 'service_requests', requestId: 'r-1' });
    expect(stale()).toEqual([
      'service-requests',
      'service-requests',
      'service-requests',
      'calendar-events',
    ]);
  });

  it('refetches the membership page, the tier badges and the allowance on a membership event', () => {
    const { stale } = renderLiveUpdates(authValue());
    realtime.listeners[0]!.onEvent({ topic: 'membership' });
    expect(stale()).toEqual([
      'service-requests',
      'service-requests',
      'service-requests',
      'profile',
      'membership',
      'membership',
    ]);
  });

  it('refetches the journal and every mood on a mood event', () => {
    const { stale } = renderLiveUpdates(authValue());
    realtime.listeners[0]!.onEvent({ topic: 'mood', readingId: 'm-1' });
    expect(stale()).toEqual(['journal', 'journal', 'mood']);
  });

  it('refetches them all after a reconnect too', () => {
    const { stale } = renderLiveUpdates(authValue());
    realtime.listeners[0]!.onResync();
    expect(stale()).toHaveLength(10);
  });

  it('ignores topics it does not know', () => {
    const { stale } = renderLiveUpdates(authValue());
    realtime.listeners[0]!.onEvent({ topic: 'something_else' } as unknown as LiveEvent);
    expect(stale()).toEqual([]);
  });

  it('leaves topics other screens listen on to those screens', () => {
    const { stale } = renderLiveUpdates(authValue());
    realtime.listeners[0]!.onEvent({ topic: 'notifications', notificationId: 'n-1' });
    realtime.listeners[0]!.onEvent({ topic: 'case_thread', caseId: 'c-1' });
    expect(stale()).toEqual([]);
  });

  it('connects only for a signed-in member', () => {
    renderLiveUpdates(signedOut());
    const provider = authValue();
    renderLiveUpdates({ ...provider, user: { ...provider.user!, role: 'provider' } });
    expect(realtime.listeners).toHaveLength(0);
  });

  it('keeps one stream across token refreshes and closes it on sign-out', () => {
    const view = renderLiveUpdates(authValue());
    view.setAuth(authValue());
    expect(realtime.listeners).toHaveLength(1);
    expect(realtime.close).not.toHaveBeenCalled();

    view.setAuth(signedOut());
    expect(realtime.close).toHaveBeenCalledTimes(1);
    expect(realtime.listeners).toHaveLength(1);
  });

  it('closes the stream on unmount', () => {
    renderLiveUpdates(authValue()).unmount();
    expect(realtime.close).toHaveBeenCalledTimes(1);
  });
});
