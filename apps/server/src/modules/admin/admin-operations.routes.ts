import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { at } from '../../platform/http/route-path';
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
  app.get(
    at(app, adminRoutes.members),
    { schema: { querystring: memberListQuerySchema } },
    async (request) => {
      const { q } = parseInput(memberListQuerySchema, request.query);
      return service.members(q || undefined);
    },
  );

  app.get(
    at(app, adminRoutes.outbox),
    { schema: { querystring: outboxQuerySchema } },
    async (request) => {
      const { status } = parseInput(outboxQuerySchema, request.query);
      return service.outbox(status);
    },
  );

  app.post(at(app, adminRoutes.retryMail), async (request) =>
    service.retry(pathId(request.params, messageNotFound)),
  );
}
