import * as providerRoutes from '@aurum/shared/provider/provider-routes';
import type { ProviderContact } from '@aurum/shared/provider/provider-contract';
import { PROVIDER_PORTAL_MESSAGES } from '@aurum/shared/provider/provider-messages';
import { providerResponseSchema } from '@aurum/shared/requests/request-contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import { at } from '../../platform/http/route-path';
import { type AuthGuard, createRoleGuard } from '../auth/auth.api';
import type { ProviderPortalService } from './provider-portal.service';

const assignmentIdOf = (params: unknown) =>
  pathId(params, () => notFound(PROVIDER_PORTAL_MESSAGES.notFound));

/**
 * The provider view's API, for signed-in accounts of role provider only (403 for members and
 * staff, 401 signed out); plus the public concierge contact the link page offers.
 */
export function registerProviderPortalRoutes(
  app: FastifyInstance,
  portal: ProviderPortalService,
  guard: AuthGuard,
  conciergeEmail: string,
) {
  const preHandler = createRoleGuard(guard, 'provider');

  app.get(at(app, providerRoutes.requests), { preHandler }, async (request) =>
    portal.list(request.auth!.userId),
  );

  app.post(
    at(app, providerRoutes.respond),
    { schema: { body: providerResponseSchema }, preHandler, bodyLimit: 8 * 1024 },
    async (request) => {
      const id = assignmentIdOf(request.params);
      const answer = parseInput(providerResponseSchema, request.body);
      return portal.respond(request.auth!.userId, id, answer);
    },
  );

  app.get(at(app, providerRoutes.contact), async (): Promise<ProviderContact> => ({
    concierge_email: conciergeEmail,
  }));
}
