import * as personaRoutes from '@aurum/shared/life-os/personas-routes';
import { personaIdSchema, personaSettingsSchema } from '@aurum/shared/life-os/personas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/parse';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import type { PersonaService } from './personas.service';

const personaParams = z.object({ id: personaIdSchema });
const quickActionParams = z.object({
  actionId: z.string({ error: 'Unknown quick action' }).max(64, 'Unknown quick action'),
});

/** /api/personas: the four personas, activation, settings and the active one's quick actions. */
export function registerPersonaRoutes(
  app: FastifyInstance,
  deps: { personas: PersonaService; guard: AuthGuard },
) {
  const { personas } = deps;
  const opts = { preHandler: deps.guard };
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(at(app, personaRoutes.view), opts, async (request) => personas.view(member(request)));

  app.post(
    at(app, personaRoutes.activate),
    { ...opts, schema: { params: personaParams } },
    async (request) => {
      const { id } = parseInput(personaParams, request.params);
      return personas.activate(member(request), id);
    },
  );

  app.put(
    at(app, personaRoutes.saveSettings),
    { ...opts, schema: { params: personaParams, body: personaSettingsSchema } },
    async (request) => {
      const { id } = parseInput(personaParams, request.params);
      const settings = parseInput(personaSettingsSchema, request.body);
      return personas.saveSettings(member(request), id, settings);
    },
  );

  app.post(
    at(app, personaRoutes.runQuickAction),
    { ...opts, schema: { params: quickActionParams } },
    async (request) => {
      const { actionId } = parseInput(quickActionParams, request.params);
      return personas.runQuickAction(member(request), actionId);
    },
  );
}
