import {
  chooseProviderSchema,
  serviceRequestFormSchema,
} from '@aurum/shared/requests/request-contract';
import * as requestRoutes from '@aurum/shared/requests/requests-routes';
import { requestStatusPageQuerySchema } from '@aurum/shared/requests/request-status-page';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/parse';
import { at } from '../../../platform/http/route-path';
import { pathId } from '../../../platform/http/path-id';
import type { AuthGuard } from '../../auth/auth.api';
import { notFoundRequest } from '../record/request-lifecycle';
import type { ServiceRequestService } from './service-requests.service';

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(20),
});

const BODY_LIMIT = 16 * 1024;
const PAGE_PARAMS = ['limit', 'cursor', 'filter'];

/** The request id of the path; anything that is not a UUID is no request of anyone's. */
const requestIdOf = (params: unknown) => pathId(params, notFoundRequest);

/** The member's own concierge requests (spec 02 sections 2, 4, 7). */
export function registerRequestRoutes(
  app: FastifyInstance,
  requests: ServiceRequestService,
  guard: AuthGuard,
) {
  const opts = { preHandler: guard, bodyLimit: BODY_LIMIT };

  app.get(
    at(app, requestRoutes.recent),
    { ...opts, schema: { querystring: listQuery } },
    async (request) => {
      const { limit } = parseInput(listQuery, request.query);
      return requests.recent(request.auth!.userId, limit);
    },
  );

  app.get(at(app, requestRoutes.allowance), opts, async (request) =>
    requests.allowance(request.auth!.userId),
  );

  /** Pages with ?limit, ?cursor or ?filter; the whole list (an array) without any of them. */
  app.get(at(app, requestRoutes.details), opts, async (request) => {
    const query = request.query as Record<string, unknown>;
    if (!PAGE_PARAMS.some((param) => param in query)) return requests.list(request.auth!.userId);
    return requests.page(request.auth!.userId, parseInput(requestStatusPageQuerySchema, query));
  });

  app.post(
    at(app, requestRoutes.file),
    { ...opts, schema: { body: serviceRequestFormSchema } },
    async (request, reply) => {
      const form = parseInput(serviceRequestFormSchema, request.body);
      return reply.status(201).send(await requests.create(request.auth!.userId, form));
    },
  );

  app.get(at(app, requestRoutes.get), opts, async (request) =>
    requests.get(request.auth!.userId, requestIdOf(request.params)),
  );

  app.patch(
    at(app, requestRoutes.modify),
    { ...opts, schema: { body: serviceRequestFormSchema } },
    async (request) => {
      const id = requestIdOf(request.params);
      const form = parseInput(serviceRequestFormSchema, request.body);
      return requests.modify(request.auth!.userId, id, form);
    },
  );

  app.post(at(app, requestRoutes.cancel), opts, async (request) =>
    requests.cancel(request.auth!.userId, requestIdOf(request.params)),
  );

  app.post(
    at(app, requestRoutes.chooseProvider),
    { ...opts, schema: { body: chooseProviderSchema } },
    async (request) => {
      const id = requestIdOf(request.params);
      const { provider_id } = parseInput(chooseProviderSchema, request.body);
      return requests.chooseProvider(request.auth!.userId, id, provider_id);
    },
  );

  app.post(at(app, requestRoutes.autoAssign), opts, async (request) =>
    requests.autoAssign(request.auth!.userId, requestIdOf(request.params)),
  );
}
