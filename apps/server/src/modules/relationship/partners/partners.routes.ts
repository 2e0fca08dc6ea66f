import * as relationshipRoutes from '@aurum/shared/relationship/relationship-routes';
import {
  invitationTokenSchema,
  partnerInviteSchema,
} from '@aurum/shared/relationship/relationship-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../platform/http/parse';
import { pathId } from '../../../platform/http/path-id';
import { notFound } from '../../../platform/errors';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import { partnerOf, spaceIdOf } from '../relationship-http';
import { PARTNER_ERRORS, type PartnersService } from './partners.service';

/** /api/relationship: the member's space, invitations and the end of a link (issue 30). */
export function registerPartnerRoutes(
  app: FastifyInstance,
  deps: { partners: PartnersService; guard: AuthGuard },
) {
  const { partners } = deps;
  const opts = { preHandler: deps.guard };

  app.get(at(app, relationshipRoutes.overview), opts, async (request) =>
    partners.overview(partnerOf(request).userId),
  );

  app.post(
    at(app, relationshipRoutes.invite),
    { ...opts, schema: { body: partnerInviteSchema } },
    async (request, reply) => {
      const member = partnerOf(request);
      const input = parseInput(partnerInviteSchema, request.body);
      return reply.status(201).send(await partners.invite(member, input));
    },
  );

  app.delete(at(app, relationshipRoutes.withdrawInvitation), opts, async (request, reply) => {
    const { userId } = partnerOf(request);
    const id = pathId(request.params, () => notFound(PARTNER_ERRORS.invitationGone));
    await partners.withdraw(userId, id);
    return reply.status(204).send();
  });

  app.post(
    at(app, relationshipRoutes.lookupInvitation),
    { ...opts, schema: { body: invitationTokenSchema } },
    async (request) => {
      const { userId } = partnerOf(request);
      const { token } = parseInput(invitationTokenSchema, request.body);
      return partners.preview(userId, token);
    },
  );

  app.post(
    at(app, relationshipRoutes.acceptInvitation),
    { ...opts, schema: { body: invitationTokenSchema } },
    async (request) => {
      const { userId } = partnerOf(request);
      const { token } = parseInput(invitationTokenSchema, request.body);
      return partners.accept(userId, token);
    },
  );

  app.post(
    at(app, relationshipRoutes.declineInvitation),
    { ...opts, schema: { body: invitationTokenSchema } },
    async (request, reply) => {
      const { userId } = partnerOf(request);
      const { token } = parseInput(invitationTokenSchema, request.body);
      await partners.decline(userId, token);
      return reply.status(204).send();
    },
  );

  app.post(at(app, relationshipRoutes.endLink), opts, async (request, reply) => {
    const { userId } = partnerOf(request);
    await partners.end(userId, spaceIdOf(request.params));
    return reply.status(204).send();
  });
}
