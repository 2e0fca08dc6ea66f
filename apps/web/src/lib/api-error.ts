import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import type { ApiErrorBody } from '@aurum/shared/auth/session';
import { readApiErrorBody } from './answer-shapes';

/** Every failed call of the API client, typed after the server's `{code, message, ...}` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  readonly attempts_remaining: number | undefined;
  readonly retry_after_seconds: number | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.errors = body.errors;
    this.attempts_remaining = body.attempts_remaining;
    this.retry_after_seconds = body.retry_after_seconds;
  }
}

/** Maps an error answer to an ApiError; a body that is not the API's error shape gets a generic text. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = readApiErrorBody(body);
  if (parsed) return new ApiError(status, parsed);
  if (status === 429) {
    return new ApiError(status, {
      code: 'AUTH_RATE_LIMITED',
      message: AUTH_ERRORS.AUTH_RATE_LIMITED,
    });
  }
  return new ApiError(status, { code: 'GENERIC_ERROR', message: AUTH_ERRORS.GENERIC_ERROR });
}

export function networkError(): ApiError {
  return new ApiError(0, { code: 'NETWORK_ERROR', message: AUTH_ERRORS.NETWORK_ERROR });
}

/** Network failures and server-side (5xx) failures are worth another try; 4xx answers are not. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
