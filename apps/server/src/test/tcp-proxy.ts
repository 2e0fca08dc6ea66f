import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of PostgreSQL, for the fault tests (ADR 085): what goes through
 * it is the servers' whole view of the database, so `cut()` is the database dropping away for
 * every instance at once (every open connection reset, new ones refused as by a stopped server)
 * and `restore()` its return on the same address.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let accepted = 0;
  const server = createServer((client) => {
    accepted += 1;
    const upstream = createConnection(target);
    open.add(client).add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as { port: number };
  let up = true;

  return {
    port,
    /** Connections accepted so far (the pools' reconnections show here). */
    accepted: () => accepted,
    /** Open client and upstream sockets. */
    openSockets: () => open.size,
    /** The database goes away: the port is closed (new connections refused), open ones reset. */
    async cut() {
      if (!up) return;
      up = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
      await closed;
    },
    /** The database is back on the same address. */
    async restore() {
      if (up) return;
      await listen(port);
      up = true;
    },
    async close() {
      for (const socket of open) socket.destroy();
      if (up) await new Promise<void>((resolve) => server.close(() => resolve()));
      up = false;
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
