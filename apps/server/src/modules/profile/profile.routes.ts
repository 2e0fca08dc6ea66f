import * as profileRoutes from '@aurum/shared/profile/profile-routes';
import { at } from '../../platform/http/route-path';
import { profileUpdateSchema } from '@aurum/shared/profile/profile-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import type { AuthGuard } from '../auth/auth.api';
import type { ProfileService } from './profile.service';

export function registerProfileRoutes(
  app: FastifyInstance,
  profiles: ProfileService,
  guard: AuthGuard,
) {
  app.get(at(app, profileRoutes.get), { preHandler: guard }, async (request) =>
    profiles.get(request.auth!.userId),
  );

  app.patch(
    at(app, profileRoutes.update),
    { schema: { body: profileUpdateSchema }, preHandler: guard, bodyLimit: 16 * 1024 },
    async (request) =>
      profiles.update(request.auth!.userId, parseInput(profileUpdateSchema, request.body)),
  );
}
