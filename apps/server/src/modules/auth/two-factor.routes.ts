import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import * as authRoutes from '@aurum/shared/auth/auth-routes';
import { at } from '../../platform/http/route-path';
import {
  factorVerifyBodySchema,
  totpConfirmBodySchema,
} from '@aurum/shared/auth/two-factor-contract';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import type { AuthGuard } from './auth.api';
import { AUTH_BODY_LIMIT, caller, sessionCookies } from './auth-http';
import type { MfaChallengeService } from './mfa-challenge.service';
import type { TwoFactorService } from './two-factor.service';

/**
 * Second factors under /auth/v1/factors (issue 26, ADR 052): the member's own (signed in; every
 * change after re-authentication) and the public second step of a sign-in, /factors/verify,
 * which answers the session as /token does.
 */
export function registerTwoFactorRoutes(
  app: FastifyInstance,
  twoFactor: TwoFactorService,
  challenge: MfaChallengeService,
  guard: AuthGuard,
  options: { secureCookies: boolean; needsOnboarding: (userId: string) => Promise<boolean> },
) {
  const { setSessionCookies } = sessionCookies(options.secureCookies);
  const limits = { bodyLimit: AUTH_BODY_LIMIT };

  app.register(
    async (routes) => {
      await routes.register(cookie);

      routes.get(at(routes, accountRoutes.factors), { preHandler: guard }, (request) =>
        twoFactor.status(request.auth!),
      );
      routes.post(
        at(routes, accountRoutes.startTotp),
        { preHandler: guard, ...limits },
        (request) => twoFactor.startTotp(request.auth!),
      );
      routes.post(
        at(routes, accountRoutes.confirmTotp),
        { schema: { body: totpConfirmBodySchema }, preHandler: guard, ...limits },
        (request) => {
          const body = parseInput(totpConfirmBodySchema, request.body);
          return twoFactor.confirmTotp(request.auth!, body.code, caller(request));
        },
      );
      routes.delete(
        at(routes, accountRoutes.removeTotp),
        { preHandler: guard },
        async (request, reply) => {
          await twoFactor.removeTotp(request.auth!, caller(request));
          return reply.status(204).send();
        },
      );
      routes.post(
        at(routes, accountRoutes.regenerateRecoveryCodes),
        { preHandler: guard, ...limits },
        (request) => twoFactor.regenerateRecoveryCodes(request.auth!, caller(request)),
      );

      /** The second step of a sign-in: the challenge's token and a code open the session. */
      routes.post(
        at(routes, authRoutes.verifyFactor),
        { ...limits, schema: { body: factorVerifyBodySchema } },
        async (request, reply) => {
          const body = parseInput(factorVerifyBodySchema, request.body);
          const session = await challenge.verify(body, caller(request));
          setSessionCookies(reply, session);
          return { ...session, needs_onboarding: await options.needsOnboarding(session.user.id) };
        },
      );
    },
    { prefix: '/auth/v1' },
  );
}
