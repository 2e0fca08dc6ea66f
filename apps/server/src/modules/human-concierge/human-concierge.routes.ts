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
  const base = '/api/human-concierge';

  app.get(`${base}/assistants`, opts, async (request) => cases.assistants(member(request)));

  app.get(`${base}/settings`, opts, async (request) => cases.settings(member(request)));

  app.put(
    `${base}/settings`,
    { ...opts, schema: { body: conciergeSettingsSchema } },
    async (request) =>
      cases.saveSettings(member(request), parseInput(conciergeSettingsSchema, request.body)),
  );

  app.post(`${base}/cases`, { ...opts, schema: { body: connectSchema } }, async (request, reply) =>
    reply
      .status(201)
      .send(await cases.connect(member(request), parseInput(connectSchema, request.body))),
  );

  app.get(
    `${base}/cases`,
    { ...opts, schema: { querystring: caseListQuerySchema } },
    async (request) => {
      const { state } = parseInput(caseListQuerySchema, request.query);
      return cases.list(member(request), state);
    },
  );

  app.get(`${base}/cases/:id`, opts, async (request) =>
    cases.get(member(request), caseId(request)),
  );

  app.post(
    `${base}/cases/:id/messages`,
    { ...opts, schema: { body: caseMessageSchema } },
    async (request, reply) => {
      const id = caseId(request);
      const { text } = parseInput(caseMessageSchema, request.body);
      return reply.status(201).send(await cases.message(member(request), id, text));
    },
  );

  app.post(`${base}/cases/:id/read`, opts, async (request, reply) => {
    await cases.markRead(member(request), caseId(request));
    return reply.status(204).send();
  });

  app.post(
    `${base}/cases/:id/rating`,
    { ...opts, schema: { body: caseRatingSchema } },
    async (request) => {
      const id = caseId(request);
      return cases.rate(member(request), id, parseInput(caseRatingSchema, request.body));
    },
  );
}
