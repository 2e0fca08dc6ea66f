import * as lifeOsRoutes from '@aurum/shared/life-os/life-os-routes';
import { goalChangeSchema, goalInputSchema } from '@aurum/shared/life-os/goals';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/http/parse';
import { pathId } from '../../../platform/http/path-id';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import { goalNotFound, type GoalsService } from './goals.service';

const goalId = (params: unknown) => pathId(params, goalNotFound);

/** /api/life-os/goals: the member's goals (issue 29; shapes in packages/shared life-os/goals). */
export function registerGoalRoutes(
  app: FastifyInstance,
  deps: { goals: GoalsService; guard: AuthGuard },
) {
  const { goals } = deps;
  const opts = { preHandler: deps.guard };
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(at(app, lifeOsRoutes.goals), opts, async (request) => goals.list(member(request)));

  app.post(
    at(app, lifeOsRoutes.addGoal),
    { ...opts, schema: { body: goalInputSchema } },
    async (request, reply) => {
      const input = parseInput(goalInputSchema, request.body);
      return reply.status(201).send(await goals.create(member(request), input));
    },
  );

  app.patch(
    at(app, lifeOsRoutes.changeGoal),
    { ...opts, schema: { body: goalChangeSchema } },
    async (request) => {
      const id = goalId(request.params);
      return goals.change(member(request), id, parseInput(goalChangeSchema, request.body));
    },
  );

  app.post(at(app, lifeOsRoutes.completeGoal), opts, async (request) =>
    goals.complete(member(request), goalId(request.params)),
  );

  app.delete(at(app, lifeOsRoutes.removeGoal), opts, async (request, reply) => {
    await goals.remove(member(request), goalId(request.params));
    return reply.status(204).send();
  });
}
