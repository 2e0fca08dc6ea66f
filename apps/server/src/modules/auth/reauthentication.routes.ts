import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { at } from '../../platform/http/route-path';
import { reauthenticateBodySchema } from '@aurum/shared/auth/auth-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import type { AuthGuard } from './auth.api';
import { AUTH_BODY_LIMIT, caller } from './auth-http';
import type { ReauthenticationService } from './reauthentication.service';

/** POST /auth/v1/reauthenticate: the password again before a sensitive change (issue 26). */
export function registerReauthenticationRoutes(
  app: FastifyInstance,
  reauthentication: ReauthenticationService,
  guard: AuthGuard,
) {
  app.post(
    at(app, accountRoutes.reauthenticate),
    { schema: { body: reauthenticateBodySchema }, preHandler: guard, bodyLimit: AUTH_BODY_LIMIT },
    async (request) => {
      const body = parseInput(reauthenticateBodySchema, request.body);
      return reauthentication.reauthenticate(request.auth!, body.password, caller(request));
    },
  );
}
