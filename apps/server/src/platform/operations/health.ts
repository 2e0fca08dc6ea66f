import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-unavailable';
import { migrationsState } from '../../db/migrations-state';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../http/error-handler';

export const MIGRATIONS_PENDING_MESSAGE =
  'The database is missing migrations: start one instance of the new version to apply them.';

/**
 * Liveness and readiness for a load balancer or an orchestrator (ADR 074). `/api/health`: the
 * process answers (never touches the database, so an outage does not get instances restarted).
 * `/api/ready`: the database answers and has every committed migration; else 503 {code, message}
 * with Retry-After, and the balancer sends the instance no traffic meanwhile.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  migrations = migrationsState(database.db),
) {
  app.get('/api/health', async () => ({ status: 'ok', database: database.kind }));

  app.get('/api/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let applied: boolean;
    try {
      ({ applied } = await migrations());
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    if (!applied) {
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: 'MIGRATIONS_PENDING', message: MIGRATIONS_PENDING_MESSAGE });
    }
    return { status: 'ready', database: database.kind };
  });
}
