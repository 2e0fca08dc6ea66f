import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertStorableText, invalidText } from './json-body';

/** Every %-escape of the query string decodes to UTF-8 (the parser keeps broken ones as text). */
function assertDecodableQuery(url: string) {
  const start = url.indexOf('?');
  if (start < 0) return;
  for (const part of url.slice(start + 1).split('&')) {
    try {
      decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      throw invalidText();
    }
  }
}

/**
 * Query strings and path parameters are checked like JSON bodies, once for every route: a NUL,
 * a lone surrogate or a broken %-escape is answered 400 INVALID_TEXT before any handler runs.
 */
export function registerUrlTextCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    assertDecodableQuery(request.url);
    assertStorableText(request.query);
    assertStorableText(request.params);
  });
}

/**
 * Fastify's `frameworkErrors`: the router refuses a path parameter with a broken %-escape, or one
 * longer than maxParamLength, before any hook runs; these answers keep Aurum's {code, message}.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_BAD_URL') {
    const { code, message } = invalidText();
    return reply.status(400).send({ code, message });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ code: 'URL_TOO_LONG', message: 'The address is too long' });
  }
  request.log.error({ err: error }, 'unhandled router error');
  return reply.status(500).send({ code: 'GENERIC_ERROR', message: AUTH_ERRORS.GENERIC_ERROR });
}
