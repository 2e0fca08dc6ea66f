import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, mockFetch } from '../testing/fetch-mock';
import { REALTIME_TIMEOUT_MS, reconnectDelayMs } from '@aurum/shared/realtime/realtime-timing';
import { FakeStream } from '../testing/fake-event-source';
import { connectRealtime, fetchRealtimeTicket } from './realtime-client';
import { sessionStore } from './session-store';

function setup(tickets: (() => Promise<string>)[] = []) {
  const streams: FakeStream[] = [];
  const ticketCalls: number[] = [];
  let issued = 0;
  const listener = { onEvent: vi.fn(), onResync: vi.fn() };
  const connection = connectRealtime(listener, {
    fetchTicket: () => {
      ticketCalls.push(Date.now());
      const next = tickets.shift();
      issued += 1;
      return next ? next() : Promise.resolve(`ticket-${issued}`);
    },
    openStream: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
  });
  const latest = () => streams.at(-1)!;
  return { streams, latest, ticketCalls, listener, connection };
}

const refused = () => Promise.reject(new Error('network down'));

describe('reconnectDelayMs', () => {
  it('waits 1, 2, 5, then 10 s, and 10 s from then on (spec 01 section 9)', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([
      1_000, 2_000, 5_000, 10_000, 10_000, 10_000,
    ]);
  });
});

describe('connectRealtime', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the stream with a ticket and passes each event on', async () => {
    const { latest, listener, connection } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('/realtime/events?ticket=ticket-1');

    latest().emit('ready');
    latest().emit('message', JSON.stringify({ topic: 'service_requests', requestId: 'r-1' }));
    latest().emit('message', 'not json');
    expect(listener.onEvent).toHaveBeenCalledTimes(1);
    expect(listener.onEvent).toHaveBeenCalledWith({ topic: 'service_requests', requestId: 'r-1' });
    expect(listener.onResync).not.toHaveBeenCalled();
    connection.close();
    expect(latest().closed).toBe(true);
  });

  it('passes each live event on as the server checked and sent it; one without a topic is dropped', async () => {
    const { latest, listener, connection } = setup();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('ready');
    latest().emit(
      'message',
      JSON.stringify({ topic: 'case_thread', caseId: 'c-1', messageId: 'm-1' }),
    );
    latest().emit('message', JSON.stringify({ caseId: 'c-2' }));
    latest().emit('message', 'null');
    expect(listener.onEvent.mock.calls).toEqual([
      [{ topic: 'case_thread', caseId: 'c-1', messageId: 'm-1' }],
    ]);
    connection.close();
  });

  it('reconnects after a drop with a fresh ticket, after 1, 2, 5, then 10 s', async () => {
    const { streams, latest, ticketCalls, connection } = setup();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('ready');

    // Each drop before the stream is ready again waits longer.
    for (let drop = 0; drop < 5; drop += 1) {
      latest().emit('error');
      expect(latest().closed).toBe(true);
      await vi.advanceTimersByTimeAsync(reconnectDelayMs(drop));
    }
    expect(ticketCalls).toEqual([0, 1_000, 3_000, 8_000, 18_000, 28_000]);
    expect(streams.map((stream) => stream.url)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `/realtime/events?ticket=ticket-${n}`),
    );

    // Once ready again, the next drop starts from 1 s.
    latest().emit('ready');
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(999);
    expect(ticketCalls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(ticketCalls).toHaveLength(7);
    connection.close();
  });

  it('asks for a refetch after a reconnect, not on the first connection', async () => {
    const { latest, listener, connection } = setup();
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('ready');
    expect(listener.onResync).not.toHaveBeenCalled();

    latest().emit('error');
    await vi.advanceTimersByTimeAsync(1_000);
    latest().emit('ready');
    expect(listener.onResync).toHaveBeenCalledTimes(1);

    // The server asks too when its own database connection was lost for a while.
    latest().emit('resync');
    expect(listener.onResync).toHaveBeenCalledTimes(2);
    connection.close();
  });

  it('retries when no ticket can be had', async () => {
    const { streams, ticketCalls, connection } = setup([refused, refused]);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ticketCalls).toEqual([0, 1_000, 3_000]);
    expect(streams).toHaveLength(1);
    connection.close();
  });

  it('gives up on a stream that does not become ready within the time-out', async () => {
    const { streams, latest, connection } = setup();
    await vi.advanceTimersByTimeAsync(REALTIME_TIMEOUT_MS);
    expect(latest().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams).toHaveLength(2);
    connection.close();
  });

  it('ignores a stream it already replaced', async () => {
    const { streams, listener, connection } = setup();
    await vi.advanceTimersByTimeAsync(0);
    const old = streams[0]!;
    old.emit('error');
    await vi.advanceTimersByTimeAsync(1_000);
    streams[1]!.emit('ready');
    old.emit('message', JSON.stringify({ topic: 'service_requests' }));
    old.emit('error');
    expect(listener.onEvent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(2);
    connection.close();
  });

  it('stays closed once closed, even with a ticket on its way', async () => {
    let deliver: (ticket: string) => void = () => {};
    const { streams, ticketCalls, connection } = setup([
      () => new Promise<string>((resolve) => (deliver = resolve)),
    ]);
    connection.close();
    deliver('late-ticket');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(0);
    expect(ticketCalls).toHaveLength(1);
  });
});

describe('fetchRealtimeTicket', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set('SIGNED_OUT', null);
  });

  it('asks the server for a ticket with the bearer token', async () => {
    sessionStore.set('SIGNED_IN', makeSession({ access_token: 'tok-3' }));
    const { calls } = mockFetch(() => jsonResponse(200, { ticket: 't-1' }));
    await expect(fetchRealtimeTicket(new AbortController().signal)).resolves.toBe('t-1');
    const [call] = calls();
    expect(call?.url).toBe('/api/realtime/ticket');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-3');
  });
});
