import { AUTH_ERRORS, AUTH_TOASTS } from '@aurum/shared/auth/auth-messages';
import { RATE_LIMIT } from '@aurum/shared/auth/auth-rules';
import { ApiError } from '../../../lib/api-error';
import { plural } from '@aurum/shared/format/words';

/** What a failed sign-in or sign-up shows: a toast, the attempts notice, inline states. */
export interface AuthFailure {
  toast: { title: string; description: string } | null;
  /** Attempts the server says remain before the 30-minute block; null when it did not say. */
  attemptsRemaining: number | null;
  locked: boolean;
  /** The account exists but its e-mail address is not confirmed yet. */
  notConfirmed: boolean;
}

const asApiError = (error: unknown) =>
  error instanceof ApiError
    ? error
    : new ApiError(0, { code: 'GENERIC_ERROR', message: AUTH_ERRORS.GENERIC_ERROR });

function isRateLimited(error: ApiError) {
  return error.status === 429 || error.code === 'AUTH_RATE_LIMITED';
}

const retrySeconds = (error: ApiError) => error.retry_after_seconds ?? RATE_LIMIT.blockSeconds;

function baseFailure(error: ApiError): AuthFailure {
  const attempts = isRateLimited(error) ? 0 : (error.attempts_remaining ?? null);
  return {
    toast: null,
    attemptsRemaining: attempts,
    locked: attempts === 0,
    notConfirmed: false,
  };
}

export function signInFailure(cause: unknown): AuthFailure {
  const error = asApiError(cause);
  const failure = baseFailure(error);
  if (isRateLimited(error)) {
    return {
      ...failure,
      toast: {
        title: AUTH_TOASTS.signInRateLimitedTitle,
        description: AUTH_TOASTS.signInRateLimited(retrySeconds(error)),
      },
    };
  }
  if (error.code === 'AUTH_EMAIL_NOT_CONFIRMED') return { ...failure, notConfirmed: true };
  const remaining = failure.attemptsRemaining ?? 0;
  const suffix = remaining > 0 ? ` ${AUTH_TOASTS.attemptsRemaining(remaining)}` : '';
  return {
    ...failure,
    toast: { title: AUTH_TOASTS.signInFailed, description: `${error.message}${suffix}` },
  };
}

export function signUpFailure(cause: unknown): AuthFailure {
  const error = asApiError(cause);
  const failure = baseFailure(error);
  const toast = isRateLimited(error)
    ? {
        title: AUTH_TOASTS.signUpRateLimitedTitle,
        description: AUTH_TOASTS.signUpRateLimited(retrySeconds(error)),
      }
    : { title: AUTH_TOASTS.registrationFailed, description: error.message };
  return { ...failure, toast };
}

/** The warning under the form: none while 3 or more attempts remain (spec 01 section 2). */
export function attemptsWarning(attemptsRemaining: number | null, locked: boolean): string | null {
  if (locked || attemptsRemaining === 0) return AUTH_TOASTS.accountLocked;
  if (attemptsRemaining === null || attemptsRemaining >= RATE_LIMIT.warnBelow) return null;
  return `${plural(attemptsRemaining, 'attempt')} remaining before your account is temporarily locked`;
}

/** The toast of a failed "Resend confirmation email". */
export function resendFailure(cause: unknown): { title: string; description: string } {
  const error = asApiError(cause);
  if (isRateLimited(error)) {
    return {
      title: AUTH_TOASTS.signUpRateLimitedTitle,
      description: AUTH_TOASTS.signUpRateLimited(retrySeconds(error)),
    };
  }
  return { title: 'Could not resend the email', description: error.message };
}
