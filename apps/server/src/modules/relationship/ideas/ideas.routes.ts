import * as spaceRoutes from '@aurum/shared/relationship/relationship-space-routes';
import {
  ideaChangeSchema,
  ideaInputSchema,
} from '@aurum/shared/relationship/relationship-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/http/parse';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import { itemOf, partnerOf, spaceIdOf } from '../relationship-http';
import { ideaNotFound, type IdeasService } from './ideas.service';

/** /api/relationship/spaces/:spaceId/ideas: the space's ideas and their concierge requests. */
export function registerIdeaRoutes(
  app: FastifyInstance,
  deps: { ideas: IdeasService; guard: AuthGuard },
) {
  const { ideas } = deps;
  const opts = { preHandler: deps.guard };

  app.get(at(app, spaceRoutes.ideas), opts, async (request) =>
    ideas.list(partnerOf(request).userId, spaceIdOf(request.params)),
  );

  app.post(
    at(app, spaceRoutes.addIdea),
    { ...opts, schema: { body: ideaInputSchema } },
    async (request, reply) => {
      const { userId } = partnerOf(request);
      const spaceId = spaceIdOf(request.params);
      const input = parseInput(ideaInputSchema, request.body);
      return reply.status(201).send(await ideas.create(userId, spaceId, input));
    },
  );

  app.patch(
    at(app, spaceRoutes.changeIdea),
    { ...opts, schema: { body: ideaChangeSchema } },
    async (request) => {
      const { userId } = partnerOf(request);
      const { spaceId, id } = itemOf(request.params, ideaNotFound);
      return ideas.change(userId, spaceId, id, parseInput(ideaChangeSchema, request.body));
    },
  );

  app.delete(at(app, spaceRoutes.removeIdea), opts, async (request, reply) => {
    const { userId } = partnerOf(request);
    const { spaceId, id } = itemOf(request.params, ideaNotFound);
    await ideas.remove(userId, spaceId, id);
    return reply.status(204).send();
  });

  app.post(at(app, spaceRoutes.askConcierge), opts, async (request, reply) => {
    const { userId } = partnerOf(request);
    const { spaceId, id } = itemOf(request.params, ideaNotFound);
    return reply.status(201).send(await ideas.askConcierge(userId, spaceId, id));
  });
}
