import * as spaceRoutes from '@aurum/shared/relationship/relationship-space-routes';
import {
  conflictInputSchema,
  perspectiveInputSchema,
} from '@aurum/shared/relationship/relationship-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/http/parse';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import { itemOf, partnerOf, spaceIdOf } from '../relationship-http';
import { conflictNotFound, type ConflictsService } from './conflicts.service';

/** /api/relationship/spaces/:spaceId/conflicts: perspectives, guidance, Mark as Resolved. */
export function registerConflictRoutes(
  app: FastifyInstance,
  deps: { conflicts: ConflictsService; guard: AuthGuard },
) {
  const { conflicts } = deps;
  const opts = { preHandler: deps.guard };

  app.get(at(app, spaceRoutes.conflicts), opts, async (request) =>
    conflicts.list(partnerOf(request).userId, spaceIdOf(request.params)),
  );

  app.post(
    at(app, spaceRoutes.startConflict),
    { ...opts, schema: { body: conflictInputSchema } },
    async (request, reply) => {
      const { userId } = partnerOf(request);
      const spaceId = spaceIdOf(request.params);
      const { issue_summary } = parseInput(conflictInputSchema, request.body);
      return reply.status(201).send(await conflicts.create(userId, spaceId, issue_summary));
    },
  );

  app.put(
    at(app, spaceRoutes.writePerspective),
    { ...opts, schema: { body: perspectiveInputSchema } },
    async (request) => {
      const { userId } = partnerOf(request);
      const { spaceId, id } = itemOf(request.params, conflictNotFound);
      const { perspective } = parseInput(perspectiveInputSchema, request.body);
      return conflicts.writePerspective(userId, spaceId, id, perspective);
    },
  );

  app.post(at(app, spaceRoutes.resolveConflict), opts, async (request) => {
    const { userId } = partnerOf(request);
    const { spaceId, id } = itemOf(request.params, conflictNotFound);
    return conflicts.resolve(userId, spaceId, id);
  });
}
