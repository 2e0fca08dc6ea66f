import * as spaceRoutes from '@aurum/shared/relationship/relationship-space-routes';
import {
  sharedEventChangeSchema,
  sharedEventInputSchema,
} from '@aurum/shared/relationship/relationship-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/http/parse';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import { itemOf, partnerOf, spaceIdOf } from '../relationship-http';
import { eventNotFound, type SharedEventsService } from './shared-events.service';

/** /api/relationship/spaces/:spaceId/events: the space's shared events (issue 30). */
export function registerSharedEventRoutes(
  app: FastifyInstance,
  deps: { events: SharedEventsService; guard: AuthGuard },
) {
  const { events } = deps;
  const opts = { preHandler: deps.guard };

  app.get(at(app, spaceRoutes.events), opts, async (request) =>
    events.list(partnerOf(request).userId, spaceIdOf(request.params)),
  );

  app.post(
    at(app, spaceRoutes.addEvent),
    { ...opts, schema: { body: sharedEventInputSchema } },
    async (request, reply) => {
      const { userId } = partnerOf(request);
      const spaceId = spaceIdOf(request.params);
      const input = parseInput(sharedEventInputSchema, request.body);
      return reply.status(201).send(await events.create(userId, spaceId, input));
    },
  );

  app.post(at(app, spaceRoutes.scheduleQualityTime), opts, async (request, reply) => {
    const { userId } = partnerOf(request);
    const spaceId = spaceIdOf(request.params);
    return reply.status(201).send(await events.scheduleQualityTime(userId, spaceId));
  });

  app.patch(
    at(app, spaceRoutes.changeEvent),
    { ...opts, schema: { body: sharedEventChangeSchema } },
    async (request) => {
      const { userId } = partnerOf(request);
      const { spaceId, id } = itemOf(request.params, eventNotFound);
      return events.change(userId, spaceId, id, parseInput(sharedEventChangeSchema, request.body));
    },
  );

  app.delete(at(app, spaceRoutes.removeEvent), opts, async (request, reply) => {
    const { userId } = partnerOf(request);
    const { spaceId, id } = itemOf(request.params, eventNotFound);
    await events.remove(userId, spaceId, id);
    return reply.status(204).send();
  });
}
