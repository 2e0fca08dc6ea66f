import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import * as authRoutes from '@aurum/shared/auth/auth-routes';
import { at } from '../../platform/http/route-path';
import {
  passkeyChallengeBodySchema,
  passkeyChallengeVerifyBodySchema,
  passkeyIdParamsSchema,
  passkeyRegisterBodySchema,
  passkeyRenameBodySchema,
  passkeySignInBodySchema,
} from '@aurum/shared/auth/passkeys-contract';
import type { Session } from '@aurum/shared/auth/session';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import type { AuthGuard } from './auth.api';
import { caller, sessionCookies } from './auth-http';
import type { PasskeySignInService } from './passkey-sign-in.service';
import type { PasskeysService } from './passkeys.service';

/** A WebAuthn answer with its attestation fits well inside this; the credential caps each field. */
const PASSKEY_BODY_LIMIT = 32 * 1024;

/**
 * /auth/v1/passkeys (issue 26, ADR 053). Signed in: the list, adding one (options, then the
 * browser's credential; after re-authentication), renaming, removing (after re-authentication).
 * Public: signing in with a passkey alone (options, then the assertion) and the passkey as the
 * second factor of a pending sign-in (`mfa_token`). The sign-ins answer as POST /auth/v1/token.
 */
export function registerPasskeyRoutes(
  app: FastifyInstance,
  services: { passkeys: PasskeysService; signIn: PasskeySignInService },
  guard: AuthGuard,
  options: {
    secureCookies: boolean;
    /** Whether a member still has to onboard, sent with every session answer. */
    needsOnboarding: (userId: string) => Promise<boolean>;
  },
) {
  const { passkeys, signIn } = services;
  const { setSessionCookies } = sessionCookies(options.secureCookies);
  const withSession = { bodyLimit: PASSKEY_BODY_LIMIT };
  const signedIn = { preHandler: guard, bodyLimit: PASSKEY_BODY_LIMIT };

  app.register(
    async (routes) => {
      // The sign-ins set the session's cookies, as /auth/v1/token does.
      await routes.register(cookie);

      routes.get(at(routes, accountRoutes.passkeys), { preHandler: guard }, async (request) => ({
        passkeys: await passkeys.list(request.auth!),
      }));

      routes.post(
        at(routes, accountRoutes.passkeyRegistrationOptions),
        { preHandler: guard },
        async (request) => passkeys.registrationOptions(request.auth!),
      );

      routes.post(
        at(routes, accountRoutes.registerPasskey),
        { ...signedIn, schema: { body: passkeyRegisterBodySchema } },
        async (request) => {
          const body = parseInput(passkeyRegisterBodySchema, request.body);
          return passkeys.register(request.auth!, body, caller(request));
        },
      );

      routes.patch(
        at(routes, accountRoutes.renamePasskey),
        { ...signedIn, schema: { params: passkeyIdParamsSchema, body: passkeyRenameBodySchema } },
        async (request) => {
          const { id } = parseInput(passkeyIdParamsSchema, request.params);
          const { name } = parseInput(passkeyRenameBodySchema, request.body);
          return passkeys.rename(request.auth!, { id, name }, caller(request));
        },
      );

      routes.delete(
        at(routes, accountRoutes.removePasskey),
        { schema: { params: passkeyIdParamsSchema }, preHandler: guard },
        async (request, reply) => {
          const { id } = parseInput(passkeyIdParamsSchema, request.params);
          await passkeys.remove(request.auth!, id, caller(request));
          return reply.status(204).send();
        },
      );

      routes.post(at(routes, authRoutes.passkeySignInOptions), async () => signIn.signInOptions());

      const answerSession = async (
        session: Session,
        reply: Parameters<typeof setSessionCookies>[0],
      ) => {
        setSessionCookies(reply, session);
        return { ...session, needs_onboarding: await options.needsOnboarding(session.user.id) };
      };

      routes.post(
        at(routes, authRoutes.passkeySignIn),
        { ...withSession, schema: { body: passkeySignInBodySchema } },
        async (request, reply) => {
          const { credential } = parseInput(passkeySignInBodySchema, request.body);
          return answerSession(await signIn.signIn(credential, caller(request)), reply);
        },
      );

      routes.post(
        at(routes, authRoutes.passkeyChallenge),
        { ...withSession, schema: { body: passkeyChallengeBodySchema } },
        async (request) => {
          const { mfa_token } = parseInput(passkeyChallengeBodySchema, request.body);
          return signIn.factorOptions(mfa_token);
        },
      );

      routes.post(
        at(routes, authRoutes.passkeyChallengeVerify),
        { ...withSession, schema: { body: passkeyChallengeVerifyBodySchema } },
        async (request, reply) => {
          const body = parseInput(passkeyChallengeVerifyBodySchema, request.body);
          const session = await signIn.verifyFactor(
            body.mfa_token,
            body.credential,
            caller(request),
          );
          return answerSession(session, reply);
        },
      );
    },
    { prefix: '/auth/v1/passkeys' },
  );
}
