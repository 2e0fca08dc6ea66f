import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../../db/client';
import { createNotificationListener, type ListenerHandlers } from './notification-listener';

const WAIT = { timeout: 15_000, interval: 20 };

function recorder() {
  const payloads: string[] = [];
  const handlers: ListenerHandlers = {
    onPayload: (payload) => payloads.push(payload),
    onReconnect: vi.fn(),
    log: { info: () => {}, warn: () => {} },
  };
  return { payloads, handlers };
}

describe('listening on PGlite', () => {
  it('receives what is notified on its channel after commit, until stopped', async () => {
    const database = await openPglite();
    const { payloads, handlers } = recorder();
    const listener = createNotificationListener(database.notifications, 'aurum_test', handlers);
    try {
      await listener.start();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('aurum_test', 'in a transaction')`);
        await tx.execute(sql`select pg_notify('another_channel', 'not ours')`);
      });
      await vi.waitFor(() => expect(payloads).toEqual(['in a transaction']), WAIT);

      await listener.stop();
      await database.db.execute(sql`select pg_notify('aurum_test', 'after stop')`);
      await database.db.execute(sql`select 1`);
      expect(payloads).toEqual(['in a transaction']);
    } finally {
      await listener.stop();
      await database.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('listening on PostgreSQL', () => {
  const clients: pg.Client[] = [];
  const client = async () => {
    const c = new pg.Client({ connectionString: url });
    clients.push(c);
    await c.connect();
    return c;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.end()));
  });

  it('LISTENs again after its connection is killed, and asks for a resync', async () => {
    const channel = `aurum_test_${randomUUID().slice(0, 8)}`;
    const name = `aurum listener test ${channel}`;
    const { payloads, handlers } = recorder();
    const listener = createNotificationListener(
      {
        kind: 'postgres',
        newClient: () => new pg.Client({ connectionString: url, application_name: name }),
      },
      channel,
      handlers,
      { delayMs: () => 50 },
    );
    const admin = await client();
    try {
      await listener.start();
      await admin.query('select pg_notify($1, $2)', [channel, 'before']);
      await vi.waitFor(() => expect(payloads).toEqual(['before']), WAIT);

      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [name],
      );
      expect(killed.rowCount).toBe(1);
      await vi.waitFor(() => expect(handlers.onReconnect).toHaveBeenCalledTimes(1), WAIT);

      await admin.query('select pg_notify($1, $2)', [channel, 'after']);
      await vi.waitFor(() => expect(payloads).toEqual(['before', 'after']), WAIT);
    } finally {
      await listener.stop();
    }
  });
});
