import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostgresListener, type ListenerHandlers } from './notification-listener';
import { reconnectDelayMs } from '@aurum/shared/realtime/realtime-timing';

/** Stands in for pg.Client: connects (or fails to) as told, records its queries. */
class FakeClient extends EventEmitter {
  queries: string[] = [];
  ended = false;
  constructor(
    private fails: boolean,
    private log: { at: number; ok: boolean }[],
  ) {
    super();
  }
  async connect() {
    this.log.push({ at: Date.now(), ok: !this.fails });
    if (this.fails) throw new Error('connection refused');
  }
  async query(text: string) {
    this.queries.push(text);
    return { rows: [] };
  }
  async end() {
    this.ended = true;
  }
  escapeIdentifier(name: string) {
    return `"${name}"`;
  }
}

function setup(failuresFirst: number) {
  const attempts: { at: number; ok: boolean }[] = [];
  const clients: FakeClient[] = [];
  const handlers: ListenerHandlers = {
    onPayload: vi.fn(),
    onReconnect: vi.fn(),
    log: { info: vi.fn(), warn: vi.fn() },
  };
  const listener = new PostgresListener(
    () => {
      const client = new FakeClient(clients.length < failuresFirst, attempts);
      clients.push(client);
      return client as unknown as pg.Client;
    },
    'aurum_realtime',
    handlers,
    { delayMs: reconnectDelayMs, healthCheckMs: 25_000, timeoutMs: 10_000 },
  );
  return { listener, attempts, clients, handlers };
}

describe('PostgresListener', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('LISTENs on a connection of its own and passes on the notifications of its channel', async () => {
    const { listener, clients, handlers } = setup(0);
    await listener.start();
    expect(clients[0]!.queries).toEqual(['LISTEN "aurum_realtime"']);

    clients[0]!.emit('notification', { channel: 'aurum_realtime', payload: '{"a":1}' });
    clients[0]!.emit('notification', { channel: 'elsewhere', payload: '{"b":2}' });
    expect(handlers.onPayload).toHaveBeenCalledTimes(1);
    expect(handlers.onPayload).toHaveBeenCalledWith('{"a":1}');
    expect(handlers.onReconnect).not.toHaveBeenCalled();
    await listener.stop();
    expect(clients[0]!.ended).toBe(true);
  });

  it('retries a failed connection after 1, 2, 5, then 10 s and asks for a resync once back', async () => {
    const { listener, attempts, clients, handlers } = setup(5);
    await listener.start();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(attempts.map(({ at }) => at)).toEqual([0, 1_000, 3_000, 8_000, 18_000, 28_000]);
    expect(attempts.at(-1)!.ok).toBe(true);
    expect(clients.at(-1)!.queries[0]).toBe('LISTEN "aurum_realtime"');
    expect(handlers.onReconnect).toHaveBeenCalledTimes(1);
    await listener.stop();
  });

  it('reconnects after a drop, starting again from 1 s', async () => {
    const { listener, attempts, clients, handlers } = setup(0);
    await listener.start();
    await vi.advanceTimersByTimeAsync(5_000);

    clients[0]!.emit('error', new Error('terminating connection due to administrator command'));
    clients[0]!.emit('end');
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts.map(({ at }) => at)).toEqual([0, 6_000]);
    expect(clients[0]!.ended).toBe(true);
    expect(handlers.onReconnect).toHaveBeenCalledTimes(1);

    // A notification on the dead connection is no longer passed on.
    clients[0]!.emit('notification', { channel: 'aurum_realtime', payload: 'late' });
    expect(handlers.onPayload).not.toHaveBeenCalled();
    await listener.stop();
  });

  it('replaces a connection that stops answering the periodic check', async () => {
    const { listener, attempts, clients } = setup(0);
    await listener.start();
    clients[0]!.query = () => new Promise(() => {});
    await vi.advanceTimersByTimeAsync(25_000 + 10_000 + 1_000);
    expect(attempts).toHaveLength(2);
    expect(clients[0]!.ended).toBe(true);
    await listener.stop();
  });

  it('stays down once stopped', async () => {
    const { listener, attempts } = setup(100);
    await listener.start();
    await listener.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(1);
  });
});
