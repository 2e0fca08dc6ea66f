import type { FastifyInstance } from 'fastify';
import type { DevMailboxService } from './dev-mailbox.service';

/** Every e-mail Aurum wrote, newest first; only outside production. */
export function registerDevMailboxRoutes(app: FastifyInstance, mailbox: DevMailboxService) {
  app.get('/api/dev/mailbox', async () => mailbox.latest());
}
