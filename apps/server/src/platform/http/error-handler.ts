import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/database-unavailable';
import { AppError } from '../errors';

/** Fastify's own errors for bad requests, answered in Aurum's {code, message} shape. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'BODY_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'INVALID_BODY',
    message: 'The request body length is wrong',
  },
};

/** While the database is away (a restart, a fail-over): the member is asked to try again. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Aurum is briefly unavailable. Please try again in a moment.';

/** One place that turns every thrown error into {code, message}; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.retry_after_seconds) {
        reply.header('retry-after', String(error.details.retry_after_seconds));
      }
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, ...error.details });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ code: known.code, message: known.message });
    }
    if (error instanceof SyntaxError) {
      return reply
        .status(400)
        .send({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: 'BAD_REQUEST', message: 'The request could not be understood' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'GENERIC_ERROR', message: AUTH_ERRORS.GENERIC_ERROR });
  });
}
