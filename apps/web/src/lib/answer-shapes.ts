/**
 * The two answer shapes every screen's first request reads (a session, an error body), checked
 * without zod so the first screen does not carry a schema library (ADR 022). They accept exactly
 * what `sessionSchema` and `apiErrorSchema` of @aurum/shared/auth/session accept; a test holds
 * them to it.
 */
import type { ApiErrorBody, AuthUser, Session } from '@aurum/shared/auth/session';

type Fields = Record<string, unknown>;

/** A plain JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const optional = (value: unknown, check: (v: unknown) => boolean) =>
  value === undefined || check(value);

const ROLES: readonly unknown[] = ['member', 'provider', 'staff'];

function isAuthUser(value: unknown): value is AuthUser {
  if (!isObject(value) || !isObject(value.user_metadata)) return false;
  const metadata = value.user_metadata;
  return (
    isString(value.id) &&
    isString(value.email) &&
    (value.email_confirmed_at === null || isString(value.email_confirmed_at)) &&
    ROLES.includes(value.role) &&
    optional(metadata.name, isString) &&
    optional(metadata.full_name, isString) &&
    isString(value.created_at)
  );
}

/** The user of an auth answer (only the fields of `authUserSchema`), or undefined. */
export function readAuthUser(value: unknown): AuthUser | undefined {
  if (!isAuthUser(value)) return undefined;
  const metadata = value.user_metadata;
  return {
    id: value.id,
    email: value.email,
    email_confirmed_at: value.email_confirmed_at,
    role: value.role,
    user_metadata: {
      ...(metadata.name !== undefined ? { name: metadata.name } : {}),
      ...(metadata.full_name !== undefined ? { full_name: metadata.full_name } : {}),
    },
    created_at: value.created_at,
  };
}

/** The session of an auth answer, or a TypeError when the answer is not one. */
export function readSession(value: unknown): Session {
  const user = isObject(value) ? readAuthUser(value.user) : undefined;
  if (
    isObject(value) &&
    user &&
    isString(value.access_token) &&
    value.token_type === 'bearer' &&
    isNumber(value.expires_in) &&
    isNumber(value.expires_at) &&
    isString(value.refresh_token) &&
    optional(value.needs_onboarding, (v) => typeof v === 'boolean')
  ) {
    return {
      access_token: value.access_token,
      token_type: 'bearer',
      expires_in: value.expires_in,
      expires_at: value.expires_at,
      refresh_token: value.refresh_token,
      user,
      ...(typeof value.needs_onboarding === 'boolean'
        ? { needs_onboarding: value.needs_onboarding }
        : {}),
      ...(value.account_restored === true ? { account_restored: true } : {}),
    };
  }
  throw new TypeError('The answer is not a session');
}

/** The API's `{code, message, ...}` error body, or null when the body is something else. */
export function readApiErrorBody(value: unknown): ApiErrorBody | null {
  if (!isObject(value) || !isString(value.code) || !isString(value.message)) return null;
  const { errors, attempts_remaining, retry_after_seconds } = value;
  if (errors !== undefined && !(isObject(errors) && Object.values(errors).every(isString))) {
    return null;
  }
  if (!optional(attempts_remaining, isNumber) || !optional(retry_after_seconds, isNumber)) {
    return null;
  }
  return {
    code: value.code,
    message: value.message,
    ...(errors !== undefined ? { errors: errors as Record<string, string> } : {}),
    ...(attempts_remaining !== undefined ? { attempts_remaining } : {}),
    ...(retry_after_seconds !== undefined ? { retry_after_seconds } : {}),
  } as ApiErrorBody;
}
