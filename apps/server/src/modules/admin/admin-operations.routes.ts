import { memberListQuerySchema } from '@aurum/shared/admin/members-contract';
import { outboxQuerySchema } from '@aurum/shared/admin/outbox-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import { type AdminOperationsService, messageNotFound } from './admin-operations.service';

/** /api/admin/members and /api/admin/outbox. */
export function registerAdminOperationsRoutes(
  app: FastifyInstance,
  service: AdminOperationsService,
) {
  app.get('/members', { schema: { querystring: memberListQuerySchema } }, async (request) => {
    const { q } = parseInput(memberListQuerySchema, request.query);
    return service.members(q || undefined);
  });

  app.get('/outbox', { schema: { querystring: outboxQuerySchema } }, async (request) => {
    const { status } = parseInput(outboxQuerySchema, request.query);
    return service.outbox(status);
  });

  app.post('/outbox/:id/retry', async (request) =>
    service.retry(pathId(request.params, messageNotFound)),
  );
}
