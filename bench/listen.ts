import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Starts a Fastify app on a free loopback port and resolves with its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
