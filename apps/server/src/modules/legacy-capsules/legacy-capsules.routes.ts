import * as legacyCapsuleRoutes from '@aurum/shared/legacy-capsules/legacy-capsules-routes';
import { at } from '../../platform/http/route-path';
import {
  CAPSULE_MESSAGES,
  capsuleInputSchema,
  capsuleUpdateSchema,
} from '@aurum/shared/legacy-capsules/legacy-capsule-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import type { AuthGuard } from '../auth/auth.api';
import type { LegacyCapsuleService } from './legacy-capsules.service';

const capsuleId = (params: unknown) => pathId(params, () => notFound(CAPSULE_MESSAGES.notFound));
const tokenParams = z.object({ token: z.string().regex(/^[\w-]{43}$/) });
const BODY_LIMIT = 64 * 1024;

/**
 * /api/legacy-capsules for the owner (content only once released) and the recipient's public
 * /api/legacy-capsules/released/:token (the unguessable, expiring link is the only key).
 */
export function registerLegacyCapsuleRoutes(
  app: FastifyInstance,
  capsules: LegacyCapsuleService,
  guard: AuthGuard,
) {
  const opts = { preHandler: guard };
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(at(app, legacyCapsuleRoutes.list), opts, async (request) => ({
    capsules: await capsules.list(member(request)),
  }));

  app.post(
    at(app, legacyCapsuleRoutes.create),
    { schema: { body: capsuleInputSchema }, ...opts, bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const input = parseInput(capsuleInputSchema, request.body);
      return reply.status(201).send(await capsules.create(member(request), input));
    },
  );

  app.get(at(app, legacyCapsuleRoutes.released), async (request) => {
    const parsed = tokenParams.safeParse(request.params);
    if (!parsed.success) {
      throw new AppError('CAPSULE_LINK_INVALID', CAPSULE_MESSAGES.linkInvalid, 404);
    }
    return capsules.openByLink(parsed.data.token);
  });

  app.get(at(app, legacyCapsuleRoutes.get), opts, async (request) =>
    capsules.read(member(request), capsuleId(request.params)),
  );

  app.patch(
    at(app, legacyCapsuleRoutes.update),
    { schema: { body: capsuleUpdateSchema }, ...opts, bodyLimit: BODY_LIMIT },
    async (request) => {
      const id = capsuleId(request.params);
      return capsules.update(member(request), id, parseInput(capsuleUpdateSchema, request.body));
    },
  );

  app.post(at(app, legacyCapsuleRoutes.cancel), opts, async (request) =>
    capsules.cancel(member(request), capsuleId(request.params)),
  );
}

/** NODE_ENV=test only: the browser tests release capsules as of a later day. */
export function registerLegacyCapsuleTestRoutes(
  app: FastifyInstance,
  capsules: LegacyCapsuleService,
) {
  app.post('/api/test/legacy-capsules/release-due', async (request) => {
    const { asOf } = parseInput(z.object({ asOf: z.iso.datetime() }), request.body);
    return { released: await capsules.releaseDue(new Date(asOf)) };
  });
}
