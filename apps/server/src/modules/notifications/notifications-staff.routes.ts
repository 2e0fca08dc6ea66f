import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathId } from '../../platform/http/path-id';
import { type CallBacksService, taskNotFound } from './call-backs.service';

/** /api/admin/call-backs: inside the staff console's scope (ADR 077). */
export function registerNotificationsStaffRoutes(
  scope: FastifyInstance,
  deps: { callBacks: CallBacksService },
) {
  const { callBacks } = deps;
  scope.get('/call-backs', async () => callBacks.open());
  scope.post('/call-backs/:id/done', async (request: FastifyRequest) =>
    callBacks.done(request.auth!.userId, pathId(request.params, taskNotFound)),
  );
}
