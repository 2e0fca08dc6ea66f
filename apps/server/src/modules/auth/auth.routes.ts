import * as authRoutes from '@aurum/shared/auth/auth-routes';
import { at } from '../../platform/http/route-path';
import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import {
  logoutScopeSchema,
  recoverBodySchema,
  recoverCompleteBodySchema,
  refreshBodySchema,
  resendBodySchema,
  signInSchema,
  signUpBodySchema,
} from '@aurum/shared/auth/auth-contract';
import type { Session } from '@aurum/shared/auth/session';
import { isMfaChallenge } from '@aurum/shared/auth/two-factor-rules';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import type { AuthGuard } from './auth.api';
import type { AuthService } from './auth.service';
import {
  AUTH_BODY_LIMIT,
  caller,
  parseCredentials,
  REFRESH_COOKIE,
  requireCredentials,
  sessionCookies,
} from './auth-http';
import type { PasswordResetService } from './password-reset.service';

export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  guard: AuthGuard,
  passwordReset: PasswordResetService,
  options: {
    secureCookies: boolean;
    siteUrl: string;
    /** Whether a member still has to onboard, sent with every session answer of /token. */
    needsOnboarding: (userId: string) => Promise<boolean>;
  },
) {
  const { setSessionCookies, clearSessionCookies } = sessionCookies(options.secureCookies);

  // The hot path reads the access token only: it stays outside the scope that handles cookies.
  app.get('/auth/v1/user', { preHandler: guard }, async (request) => request.auth!.user);

  app.register(
    async (routes) => {
      // Only the auth API reads or writes cookies (the refresh token and the session hint).
      await routes.register(cookie);

      routes.post(
        at(routes, authRoutes.signUp),
        { schema: { body: signUpBodySchema }, bodyLimit: AUTH_BODY_LIMIT },
        async (request) => {
          requireCredentials(request.body);
          const body = parseCredentials(signUpBodySchema, request.body);
          return auth.signUp(
            {
              email: body.email,
              password: body.password,
              name: body.data.name ?? body.data.full_name,
              redirectTo: body.redirect_to,
            },
            caller(request),
          );
        },
      );

      routes.post(
        at(routes, authRoutes.signIn),
        { bodyLimit: AUTH_BODY_LIMIT },
        async (request, reply) => {
          const { grant_type } = parseInput(
            z.object({
              grant_type: z.enum(['password', 'refresh_token'], {
                error: 'grant_type must be password or refresh_token',
              }),
            }),
            request.query,
          );
          let session: Session;
          if (grant_type === 'password') {
            requireCredentials(request.body);
            const answer = await auth.signIn(
              parseCredentials(signInSchema, request.body),
              caller(request),
            );
            // A second factor is due: the challenge, no session and no cookies yet (ADR 052).
            if (isMfaChallenge(answer)) return answer;
            session = answer;
          } else {
            const body = parseInput(refreshBodySchema, request.body);
            const token = body.refresh_token ?? request.cookies[REFRESH_COOKIE];
            session = await auth
              .refresh(token, caller(request), { fromCookie: !body.refresh_token })
              .catch((error: unknown) => {
                if (!body.refresh_token) clearSessionCookies(reply);
                throw error;
              });
          }
          setSessionCookies(reply, session);
          return { ...session, needs_onboarding: await options.needsOnboarding(session.user.id) };
        },
      );

      routes.post(at(routes, authRoutes.signOut), { preHandler: guard }, async (request, reply) => {
        const { scope } = parseInput(
          z.object({ scope: logoutScopeSchema.default('global') }),
          request.query,
        );
        await auth.signOut(request.auth!, scope, caller(request));
        if (scope !== 'others') clearSessionCookies(reply);
        return reply.status(204).send();
      });

      routes.post(
        at(routes, authRoutes.resendConfirmation),
        { schema: { body: resendBodySchema }, bodyLimit: AUTH_BODY_LIMIT },
        async (request) => {
          const body = parseCredentials(resendBodySchema, request.body);
          await auth.resendConfirmation(
            { email: body.email, redirectTo: body.redirect_to },
            caller(request),
          );
          return {};
        },
      );

      /** Asks for a password reset link: the same empty answer whether or not the account exists. */
      routes.post(
        at(routes, authRoutes.recover),
        { schema: { body: recoverBodySchema }, bodyLimit: AUTH_BODY_LIMIT },
        async (request) => {
          const body = parseCredentials(recoverBodySchema, request.body);
          await passwordReset.request({ email: body.email }, caller(request));
          return {};
        },
      );

      /** Follows a reset link: a new password, every other session ended, this device signed in. */
      routes.post(
        at(routes, authRoutes.completeRecovery),
        { schema: { body: recoverCompleteBodySchema }, bodyLimit: AUTH_BODY_LIMIT },
        async (request, reply) => {
          const body = parseCredentials(recoverCompleteBodySchema, request.body);
          const session = await passwordReset.complete(body, caller(request));
          if (isMfaChallenge(session)) return session;
          setSessionCookies(reply, session);
          return { ...session, needs_onboarding: await options.needsOnboarding(session.user.id) };
        },
      );

      /** The confirmation link: confirms, signs in, returns to the app with the session in the fragment. */
      routes.get('/verify', async (request, reply) => {
        const query = z
          .object({ token: z.string().min(1).max(200), type: z.literal('signup') })
          .safeParse(request.query);
        try {
          if (!query.success)
            throw new AppError('AUTH_LINK_INVALID', AUTH_ERRORS.AUTH_LINK_INVALID, 400);
          const { session, redirectTo } = await auth.confirmEmail(
            query.data.token,
            caller(request),
          );
          setSessionCookies(reply, session);
          const fragment = new URLSearchParams({
            access_token: session.access_token,
            expires_at: String(session.expires_at),
            expires_in: String(session.expires_in),
            refresh_token: session.refresh_token,
            token_type: session.token_type,
            type: 'signup',
          });
          return reply.redirect(`${redirectTo.split('#')[0]}#${fragment}`, 303);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const fragment = new URLSearchParams({
            error: 'access_denied',
            error_code: 'otp_expired',
            error_description: error.message,
          });
          return reply.redirect(`${options.siteUrl}/auth#${fragment}`, 303);
        }
      });
    },
    { prefix: '/auth/v1' },
  );
}
