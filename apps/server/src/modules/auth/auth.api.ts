/**
 * The auth module's public face for other modules: the guards that admit signed-in callers (and
 * one role), and token helpers. Everything else of auth stays inside the module.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { AppError } from '../../platform/errors';
import type { AuthenticatedCaller, AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the auth guard. */
    auth: AuthenticatedCaller | null;
  }
}

export type AuthGuard = preHandlerAsyncHookHandler;

/**
 * The HttpOnly cookie that carries the current access token to page requests (path /, SameSite
 * Strict), so the server can render a signed-in member's first screen (ADR 031). Set with every
 * session answer of /auth/v1/token, cleared with the refresh cookie; the API never reads it (its
 * calls carry the token in the Authorization header), so it opens no way for cross-site requests.
 */
export const PAGE_IDENTITY_COOKIE = 'aurum_page';

/** A preHandler that admits only requests with a valid access token of an active session. */
export function createAuthGuard(auth: AuthService): AuthGuard {
  return async function authGuard(request: FastifyRequest) {
    request.auth = await auth.authenticate(request.headers.authorization);
  };
}

/** A preHandler that admits only signed-in callers of one role (403 for other roles). */
export function createRoleGuard(guard: AuthGuard, role: 'staff' | 'provider'): AuthGuard {
  return async function roleGuard(this: FastifyInstance, request, reply) {
    await guard.call(this, request, reply);
    if (request.auth?.role !== role) {
      throw new AppError('FORBIDDEN', 'You do not have access to this area.', 403);
    }
  };
}

/**
 * The staff console's guard: staff only, and only once they have a second factor (issue 26, ADR
 * 052); a staff account without one gets 403 AUTH_MFA_SETUP_REQUIRED and /admin shows the set-up.
 */
export function createStaffGuard(
  guard: AuthGuard,
  hasSecondFactor: (userId: string) => Promise<boolean>,
): AuthGuard {
  const staffOnly = createRoleGuard(guard, 'staff');
  return async function staffGuard(this: FastifyInstance, request, reply) {
    await staffOnly.call(this, request, reply);
    if (!(await hasSecondFactor(request.auth!.userId))) {
      throw new AppError('AUTH_MFA_SETUP_REQUIRED', TWO_FACTOR_TEXTS.setupRequired, 403);
    }
  };
}

export { hashToken, newOpaqueToken } from './tokens';
export { deviceLabel } from './devices';
