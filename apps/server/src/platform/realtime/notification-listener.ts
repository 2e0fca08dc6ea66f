import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { NotificationSource } from '../../db/client';
import {
  HEARTBEAT_MS,
  REALTIME_TIMEOUT_MS,
  reconnectDelayMs,
} from '@aurum/shared/realtime/realtime-timing';

/** One LISTEN per instance, kept alive until stop(). */
export interface NotificationListener {
  /** LISTENs; resolves after the first attempt (a failed one is retried in the background). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface ListenerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ListenerHandlers {
  onPayload(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile are gone. */
  onReconnect(): void;
  /** LISTEN is in place (first, or again after a loss): every notification from now on arrives. */
  onListening?(): void;
  /** The LISTEN connection is lost: notifications are missed until onListening. */
  onLost?(): void;
  log: ListenerLog;
}

/** One more party interested in the channel (beside the realtime hub), e.g. the session cache. */
export type NotificationSubscriber = Pick<ListenerHandlers, 'onPayload'> &
  Partial<Pick<ListenerHandlers, 'onReconnect' | 'onListening' | 'onLost'>>;

export interface ListenerTiming {
  /** The pause before reconnect attempt n (0 = the first after a drop). */
  delayMs: (attempt: number) => number;
  /** How often the connection is checked with a query, and how long that may take. */
  healthCheckMs: number;
  timeoutMs: number;
}

const defaultTiming: ListenerTiming = {
  delayMs: reconnectDelayMs,
  healthCheckMs: HEARTBEAT_MS,
  timeoutMs: REALTIME_TIMEOUT_MS,
};

/** The listener for a database handle; without a source it only says that nothing is delivered. */
export function createNotificationListener(
  source: NotificationSource | undefined,
  channel: string,
  handlers: ListenerHandlers,
  timing: Partial<ListenerTiming> = {},
): NotificationListener {
  if (source?.kind === 'pglite') return new PgliteListener(source.pglite, channel, handlers);
  if (source?.kind === 'postgres') {
    return new PostgresListener(source.newClient, channel, handlers, {
      ...defaultTiming,
      ...timing,
    });
  }
  return {
    async start() {
      handlers.log.warn({ channel }, 'this database cannot LISTEN: no live updates are delivered');
    },
    async stop() {},
  };
}

/** Embedded PGlite: one connection, its own listen() API, nothing to reconnect. */
class PgliteListener implements NotificationListener {
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private pglite: PGlite,
    private channel: string,
    private handlers: ListenerHandlers,
  ) {}

  async start() {
    this.unlisten = await this.pglite.listen(this.channel, (payload) =>
      this.handlers.onPayload(payload),
    );
    this.handlers.onListening?.();
  }

  async stop() {
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten) this.handlers.onLost?.();
    if (unlisten && !this.pglite.closed) await unlisten().catch(() => {});
  }
}

/**
 * PostgreSQL: a dedicated client (outside the pool) that LISTENs. When its connection drops or
 * stops answering the periodic check, it reconnects with back-off and LISTENs again.
 */
export class PostgresListener implements NotificationListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private healthTimer: NodeJS.Timeout | undefined;

  constructor(
    private newClient: () => pg.Client,
    private channel: string,
    private handlers: ListenerHandlers,
    private timing: ListenerTiming = defaultTiming,
  ) {}

  start() {
    this.stopped = false;
    return this.connect();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.healthTimer);
    const client = this.client;
    this.client = null;
    if (client) this.handlers.onLost?.();
    await client?.end().catch(() => {});
  }

  private async connect() {
    if (this.stopped) return;
    const client = this.newClient();
    this.client = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) {
        this.handlers.onPayload(message.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    const recovered = this.failures > 0;
    this.failures = 0;
    this.watch(client);
    this.handlers.onListening?.();
    if (recovered) {
      this.handlers.log.info({ channel: this.channel }, 'realtime listener reconnected');
      this.handlers.onReconnect();
    }
  }

  /** A query every healthCheckMs: a connection that died silently is noticed and replaced. */
  private watch(client: pg.Client) {
    clearInterval(this.healthTimer);
    this.healthTimer = setInterval(() => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('health check timed out')),
          this.timing.timeoutMs,
        );
      });
      Promise.race([client.query('select 1'), timeout])
        .catch((error: unknown) => this.lost(client, error))
        .finally(() => clearTimeout(timer));
    }, this.timing.healthCheckMs);
    this.healthTimer.unref();
  }

  private lost(client: pg.Client, error: unknown) {
    if (this.client !== client) return;
    this.client = null;
    clearInterval(this.healthTimer);
    client.removeAllListeners('notification');
    this.handlers.onLost?.();
    // A broken client may never finish ending; it is not waited for.
    client.end().catch(() => {});
    if (this.stopped) return;
    const delay = this.timing.delayMs(this.failures);
    this.failures += 1;
    this.handlers.log.warn(
      { err: error, channel: this.channel, retryInMs: delay },
      'realtime listener lost its database connection; reconnecting',
    );
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
