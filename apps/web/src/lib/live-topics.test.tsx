import type { LiveEvent } from '@aurum/shared/realtime/live-topics';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { FakeStream } from '../testing/fake-event-source';
import { onLiveTopic, tellLiveEvent, tellLiveResync, useLiveTopic } from './live-topics';
import { connectRealtime } from './realtime-client';

describe('useLiveTopic', () => {
  it("hands a screen its topic's events, typed, and no other topic's", () => {
    const heard: (LiveEvent<'case_thread'> | null)[] = [];
    const { unmount } = renderHook(() =>
      useLiveTopic('case_thread', (event) => {
        expectTypeOf(event).toEqualTypeOf<LiveEvent<'case_thread'> | null>();
        heard.push(event);
      }),
    );
    tellLiveEvent({ topic: 'case_thread', caseId: 'c-1', messageId: 'm-1' });
    tellLiveEvent({ topic: 'service_requests', requestId: 'r-1' });
    tellLiveEvent({ topic: 'space', spaceId: 's-1' });
    expect(heard).toEqual([{ topic: 'case_thread', caseId: 'c-1', messageId: 'm-1' }]);
    unmount();
  });

  it('stops when the screen goes', () => {
    const handler = vi.fn();
    const { unmount } = renderHook(() => useLiveTopic('notifications', handler));
    unmount();
    tellLiveEvent({ topic: 'notifications' });
    tellLiveResync();
    expect(handler).not.toHaveBeenCalled();
  });

  it('calls the latest handler without subscribing again', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useLiveTopic('space', handler), {
      initialProps: { handler: first },
    });
    rerender({ handler: second });
    tellLiveEvent({ topic: 'space', spaceId: 's-1' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
  });
});

describe('the live stream and its topics', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after a reconnect asks every topic to refetch, and keeps delivering on the new stream', async () => {
    const streams: FakeStream[] = [];
    const connection = connectRealtime(
      { onEvent: tellLiveEvent, onResync: tellLiveResync },
      {
        fetchTicket: () => Promise.resolve(`ticket-${streams.length + 1}`),
        openStream: (url) => {
          streams.push(new FakeStream(url));
          return streams.at(-1)!;
        },
      },
    );
    const requests = vi.fn();
    const thread = vi.fn();
    const stop = [onLiveTopic('service_requests', requests), onLiveTopic('case_thread', thread)];
    await vi.advanceTimersByTimeAsync(0);
    streams[0]!.emit('ready');
    streams[0]!.emit('message', JSON.stringify({ topic: 'service_requests', requestId: 'r-1' }));
    expect(requests.mock.calls).toEqual([[{ topic: 'service_requests', requestId: 'r-1' }]]);
    expect(thread).not.toHaveBeenCalled();

    // The stream drops; the next one, with a fresh ticket, is ready: everything refetches.
    streams[0]!.emit('error');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams[1]!.url).toBe('/realtime/events?ticket=ticket-2');
    streams[1]!.emit('ready');
    expect(requests).toHaveBeenLastCalledWith(null);
    expect(thread.mock.calls).toEqual([[null]]);

    streams[1]!.emit('message', JSON.stringify({ topic: 'case_thread', caseId: 'c-1' }));
    expect(thread).toHaveBeenLastCalledWith({ topic: 'case_thread', caseId: 'c-1' });
    // The server's own resync (its database connection was lost for a while) does the same.
    streams[1]!.emit('resync');
    expect([requests, thread].map((handler) => handler.mock.lastCall)).toEqual([[null], [null]]);

    for (const unsubscribe of stop) unsubscribe();
    connection.close();
  });
});
