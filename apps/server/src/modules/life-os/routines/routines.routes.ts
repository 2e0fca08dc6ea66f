import * as lifeOsRoutes from '@aurum/shared/life-os/life-os-routes';
import { routineChangeSchema, routineInputSchema } from '@aurum/shared/life-os/routines';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/http/parse';
import { pathId } from '../../../platform/http/path-id';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import { routineNotFound, type RoutinesService } from './routines.service';

const routineId = (params: unknown) => pathId(params, routineNotFound);

/** /api/life-os/routines (issue 29; shapes in packages/shared life-os/routines). */
export function registerRoutineRoutes(
  app: FastifyInstance,
  deps: { routines: RoutinesService; guard: AuthGuard },
) {
  const { routines } = deps;
  const opts = { preHandler: deps.guard };
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(at(app, lifeOsRoutes.routines), opts, async (request) => routines.list(member(request)));

  app.post(
    at(app, lifeOsRoutes.addRoutine),
    { ...opts, schema: { body: routineInputSchema } },
    async (request, reply) => {
      const input = parseInput(routineInputSchema, request.body);
      return reply.status(201).send(await routines.create(member(request), input));
    },
  );

  app.patch(
    at(app, lifeOsRoutes.changeRoutine),
    { ...opts, schema: { body: routineChangeSchema } },
    async (request) => {
      const id = routineId(request.params);
      return routines.change(member(request), id, parseInput(routineChangeSchema, request.body));
    },
  );

  app.post(at(app, lifeOsRoutes.completeRoutine), opts, async (request) =>
    routines.complete(member(request), routineId(request.params)),
  );

  app.delete(at(app, lifeOsRoutes.undoRoutine), opts, async (request) =>
    routines.undoCompletion(member(request), routineId(request.params)),
  );

  app.delete(at(app, lifeOsRoutes.removeRoutine), opts, async (request, reply) => {
    await routines.remove(member(request), routineId(request.params));
    return reply.status(204).send();
  });
}
