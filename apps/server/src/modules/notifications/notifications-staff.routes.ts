import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { at } from '../../platform/http/route-path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathId } from '../../platform/http/path-id';
import { type CallBacksService, taskNotFound } from './call-backs.service';

/** /api/admin/call-backs: inside the staff console's scope (ADR 077). */
export function registerNotificationsStaffRoutes(
  scope: FastifyInstance,
  deps: { callBacks: CallBacksService },
) {
  const { callBacks } = deps;
  scope.get(at(scope, adminRoutes.callBacks), async () => callBacks.open());
  scope.post(at(scope, adminRoutes.callBackDone), async (request: FastifyRequest) =>
    callBacks.done(request.auth!.userId, pathId(request.params, taskNotFound)),
  );
}
