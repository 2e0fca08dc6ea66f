import {
  chooseProviderSchema,
  serviceRequestFormSchema,
} from '@aurum/shared/requests/request-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { asMember } from '../../db/as-member';
import type { Database } from '../../db/client';
import { parseInput } from '../../platform/http/parse';
import type { AuthGuard } from '../auth/auth-guard';
import { notFoundRequest } from './request-lifecycle';
import { listRecentRequests } from './requests.repo';
import type { Member, ServiceRequestService } from './requests.service';

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(20),
});

const BODY_LIMIT = 16 * 1024;

/** The request id of the path; anything that is not a UUID is no request of anyone's. */
export function requestIdOf(params: unknown): string {
  const parsed = z.object({ id: z.uuid() }).safeParse(params);
  if (!parsed.success) throw notFoundRequest();
  return parsed.data.id;
}

const memberOf = (request: FastifyRequest): Member => {
  const { user } = request.auth!;
  return {
    userId: user.id,
    email: user.email,
    name: user.user_metadata.name || user.email.split('@')[0] || 'Member',
  };
};

/** The member's own concierge requests (spec 02 sections 2, 4, 7). */
export function registerRequestRoutes(
  app: FastifyInstance,
  db: Database,
  requests: ServiceRequestService,
  guard: AuthGuard,
) {
  const opts = { preHandler: guard, bodyLimit: BODY_LIMIT };

  app.get('/api/service-requests', opts, async (request) => {
    const { limit } = parseInput(listQuery, request.query);
    return asMember(db, request.auth!.userId, (scope) => listRecentRequests(scope, limit));
  });

  app.get('/api/service-requests/details', opts, async (request) =>
    requests.list(request.auth!.userId),
  );

  app.post('/api/service-requests', opts, async (request, reply) => {
    const form = parseInput(serviceRequestFormSchema, request.body);
    return reply.status(201).send(await requests.create(memberOf(request), form));
  });

  app.get('/api/service-requests/:id', opts, async (request) =>
    requests.get(request.auth!.userId, requestIdOf(request.params)),
  );

  app.patch('/api/service-requests/:id', opts, async (request) => {
    const id = requestIdOf(request.params);
    const form = parseInput(serviceRequestFormSchema, request.body);
    return requests.modify(request.auth!.userId, id, form);
  });

  app.post('/api/service-requests/:id/cancel', opts, async (request) =>
    requests.cancel(request.auth!.userId, requestIdOf(request.params)),
  );

  app.post('/api/service-requests/:id/provider', opts, async (request) => {
    const id = requestIdOf(request.params);
    const { provider_id } = parseInput(chooseProviderSchema, request.body);
    return requests.chooseProvider(memberOf(request), id, provider_id);
  });

  app.post('/api/service-requests/:id/auto-assign', opts, async (request) =>
    requests.autoAssign(memberOf(request), requestIdOf(request.params)),
  );
}
