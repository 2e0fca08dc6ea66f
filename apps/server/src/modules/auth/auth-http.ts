import { AUTH_ERRORS, RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { recoverCompleteBodySchema, signUpBodySchema } from '@aurum/shared/auth/auth-contract';
import type { Session } from '@aurum/shared/auth/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import { PAGE_IDENTITY_COOKIE } from './auth.api';
import type { Caller } from './session-issuer';

/** The HttpOnly refresh cookie, read only by /auth/v1. */
export const REFRESH_COOKIE = 'aurum_refresh';
/** A readable marker beside the HttpOnly refresh cookie, so the app skips restoring when absent. */
const SESSION_HINT_COOKIE = 'aurum_session';
const REFRESH_COOKIE_DAYS = 30;
/** The largest body an auth endpoint reads. */
export const AUTH_BODY_LIMIT = 16 * 1024;

/** Where a request comes from. */
export const caller = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Sign-up and sign-in need an e-mail and a password before anything else is checked. */
export function requireCredentials(body: unknown) {
  const fields = (body ?? {}) as Record<string, unknown>;
  const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (typeof body !== 'object' || !present(fields.email) || !present(fields.password)) {
    throw new AppError('AUTH_MISSING_CREDENTIALS', AUTH_ERRORS.AUTH_MISSING_CREDENTIALS, 400);
  }
}

/** Bodies that set a password: a password problem answers AUTH_WEAK_PASSWORD. */
const NEW_PASSWORD_SCHEMAS = new Set<z.ZodType>([signUpBodySchema, recoverCompleteBodySchema]);

/** Shared-schema validation with the auth catalogue's codes for e-mail and password problems. */
export function parseCredentials<S extends z.ZodType>(
  schema: S,
  body: unknown,
  { newPassword = NEW_PASSWORD_SCHEMAS.has(schema) }: { newPassword?: boolean } = {},
): z.infer<S> {
  try {
    return parseInput(schema, body);
  } catch (error) {
    if (!(error instanceof AppError) || !error.details.errors) throw error;
    const errors = error.details.errors;
    if (errors.email) throw new AppError('AUTH_INVALID_EMAIL', errors.email, 400, { errors });
    if (errors.token) throw new AppError('AUTH_LINK_INVALID', RECOVERY_TEXTS.linkInvalid, 400);
    if (errors.password && newPassword) {
      throw new AppError('AUTH_WEAK_PASSWORD', AUTH_ERRORS.AUTH_WEAK_PASSWORD, 400, { errors });
    }
    throw error;
  }
}

/** Sets and clears the session's cookies (refresh token, session hint, page identity). */
export function sessionCookies(secure: boolean) {
  const cookieOptions = {
    sameSite: 'strict' as const,
    secure,
    maxAge: REFRESH_COOKIE_DAYS * 24 * 60 * 60,
  };
  const setSessionCookies = (reply: FastifyReply, session: Session) =>
    reply
      .setCookie(REFRESH_COOKIE, session.refresh_token, {
        ...cookieOptions,
        path: '/auth/v1',
        httpOnly: true,
      })
      .setCookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions, path: '/' })
      .setCookie(PAGE_IDENTITY_COOKIE, session.access_token, {
        ...cookieOptions,
        maxAge: session.expires_in,
        path: '/',
        httpOnly: true,
      });
  // Cleared with the flags they were set with (a bare clear went out SameSite=Lax, not Secure).
  const cleared = { sameSite: 'strict' as const, secure };
  const clearSessionCookies = (reply: FastifyReply) =>
    reply
      .clearCookie(REFRESH_COOKIE, { ...cleared, path: '/auth/v1', httpOnly: true })
      .clearCookie(SESSION_HINT_COOKIE, { ...cleared, path: '/' })
      .clearCookie(PAGE_IDENTITY_COOKIE, { ...cleared, path: '/', httpOnly: true });
  return { setSessionCookies, clearSessionCookies };
}
