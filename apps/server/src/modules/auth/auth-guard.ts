import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthenticatedCaller, AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the auth guard. */
    auth: AuthenticatedCaller | null;
  }
}

export type AuthGuard = preHandlerAsyncHookHandler;

/** A preHandler that admits only requests with a valid access token of an active session. */
export function createAuthGuard(auth: AuthService): AuthGuard {
  return async function authGuard(request: FastifyRequest) {
    request.auth = await auth.authenticate(request.headers.authorization);
  };
}
