import {
  resetActionIdSchema,
  resetSettingsSchema,
  resetStartSchema,
} from '@aurum/shared/life-os/reset';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/parse';
import { pathId } from '../../../platform/http/path-id';
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

  app.get('/api/reset/settings', opts, async (request) => reset.settings(member(request)));

  app.put(
    '/api/reset/settings',
    { ...opts, schema: { body: resetSettingsSchema } },
    async (request) =>
      reset.saveSettings(member(request), parseInput(resetSettingsSchema, request.body)),
  );

  app.post(
    '/api/reset/sessions',
    { ...opts, schema: { body: resetStartSchema } },
    async (request, reply) => {
      const { trigger_reason } = parseInput(resetStartSchema, request.body);
      return reply.status(201).send(await reset.start(member(request), trigger_reason));
    },
  );

  app.get('/api/reset/sessions', opts, async (request) => reset.history(member(request)));

  app.post(
    '/api/reset/sessions/:id/actions/:actionId',
    { ...opts, schema: { params: actionParams } },
    async (request) => {
      const { actionId } = parseInput(actionParams, request.params);
      return reset.run(member(request), sessionId(request.params), actionId);
    },
  );

  app.post('/api/reset/sessions/:id/completion', opts, async (request) =>
    reset.complete(member(request), sessionId(request.params)),
  );

  app.get('/api/reset/away', opts, async (request, reply) =>
    reply.send(await reset.awayNote(member(request))),
  );

  app.delete('/api/reset/away', opts, async (request, reply) => {
    await reset.endAway(member(request));
    return reply.status(204).send();
  });
}
