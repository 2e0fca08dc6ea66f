import * as conciergeRoutes from '@aurum/shared/human-concierge/human-concierge-routes';
import { at } from '../../platform/http/route-path';
import {
  caseListQuerySchema,
  caseMessageSchema,
  caseRatingSchema,
  conciergeSettingsSchema,
  connectSchema,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import type { AuthGuard } from '../auth/auth.api';
import { caseNotFound, type MemberCasesService } from './member-cases.service';

const caseId = (request: FastifyRequest) => pathId(request.params, caseNotFound);

/** /api/human-concierge: the member's assistants, settings and case threads (gold and up). */
export function registerHumanConciergeRoutes(
  app: FastifyInstance,
  deps: { cases: MemberCasesService; guard: AuthGuard },
) {
  const { cases } = deps;
  const opts = { preHandler: deps.guard };
  const member = (request: FastifyRequest) => request.auth!.userId;

  app.get(at(app, conciergeRoutes.assistants), opts, async (request) =>
    cases.assistants(member(request)),
  );

  app.get(at(app, conciergeRoutes.settings), opts, async (request) =>
    cases.settings(member(request)),
  );

  app.put(
    at(app, conciergeRoutes.saveSettings),
    { ...opts, schema: { body: conciergeSettingsSchema } },
    async (request) =>
      cases.saveSettings(member(request), parseInput(conciergeSettingsSchema, request.body)),
  );

  app.post(
    at(app, conciergeRoutes.connect),
    { ...opts, schema: { body: connectSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await cases.connect(member(request), parseInput(connectSchema, request.body))),
  );

  app.get(
    at(app, conciergeRoutes.cases),
    { ...opts, schema: { querystring: caseListQuerySchema } },
    async (request) => {
      const { state } = parseInput(caseListQuerySchema, request.query);
      return cases.list(member(request), state);
    },
  );

  app.get(at(app, conciergeRoutes.getCase), opts, async (request) =>
    cases.get(member(request), caseId(request)),
  );

  app.post(
    at(app, conciergeRoutes.sendMessage),
    { ...opts, schema: { body: caseMessageSchema } },
    async (request, reply) => {
      const id = caseId(request);
      const { text } = parseInput(caseMessageSchema, request.body);
      return reply.status(201).send(await cases.message(member(request), id, text));
    },
  );

  app.post(at(app, conciergeRoutes.markRead), opts, async (request, reply) => {
    await cases.markRead(member(request), caseId(request));
    return reply.status(204).send();
  });

  app.post(
    at(app, conciergeRoutes.rate),
    { ...opts, schema: { body: caseRatingSchema } },
    async (request) => {
      const id = caseId(request);
      return cases.rate(member(request), id, parseInput(caseRatingSchema, request.body));
    },
  );
}
