import * as resetRoutes from '@aurum/shared/life-os/reset-routes';
import {
  resetActionIdSchema,
  resetSettingsSchema,
  resetStartSchema,
} from '@aurum/shared/life-os/reset';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/parse';
import { pathId } from '../../../platform/http/path-id';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import { type ResetService, sessionNotFound } from './reset.service';

const sessionId = (params: unknown) => pathId(params, sessionNotFound);
const actionParams = z.object({ actionId: resetActionIdSchema });

/** /api/reset: settings, sessions and their actions, history, the away note. */
export function registerResetRoutes(
  app: FastifyInstance,
  deps: { reset: ResetService; guard: AuthGuard },
) {
  const { reset } = deps;
  const opts = { preHandler: deps.guard };
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(at(app, resetRoutes.settings), opts, async (request) => reset.settings(member(request)));

  app.put(
    at(app, resetRoutes.saveSettings),
    { ...opts, schema: { body: resetSettingsSchema } },
    async (request) =>
      reset.saveSettings(member(request), parseInput(resetSettingsSchema, request.body)),
  );

  app.post(
    at(app, resetRoutes.start),
    { ...opts, schema: { body: resetStartSchema } },
    async (request, reply) => {
      const { trigger_reason } = parseInput(resetStartSchema, request.body);
      return reply.status(201).send(await reset.start(member(request), trigger_reason));
    },
  );

  app.get(at(app, resetRoutes.sessions), opts, async (request) => reset.history(member(request)));

  app.post(
    at(app, resetRoutes.runAction),
    { ...opts, schema: { params: actionParams } },
    async (request) => {
      const { actionId } = parseInput(actionParams, request.params);
      return reset.run(member(request), sessionId(request.params), actionId);
    },
  );

  app.post(at(app, resetRoutes.complete), opts, async (request) =>
    reset.complete(member(request), sessionId(request.params)),
  );

  app.get(at(app, resetRoutes.awayNote), opts, async (request, reply) =>
    reply.send(await reset.awayNote(member(request))),
  );

  app.delete(at(app, resetRoutes.endAway), opts, async (request, reply) => {
    await reset.endAway(member(request));
    return reply.status(204).send();
  });
}
