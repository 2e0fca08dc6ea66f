import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@aurum/shared/text/storable-text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** The answer to text PostgreSQL cannot store, in a body, a query string or a path. */
export const invalidText = () => new AppError('INVALID_TEXT', UNSTORABLE_TEXT_MESSAGE, 400);

/** Rejects text PostgreSQL cannot store: NUL characters and lone UTF-16 surrogates. */
export function assertStorableText(value: unknown, depth = 0): void {
  if (depth > 32) throw new AppError('INVALID_BODY', 'The request body is nested too deeply', 400);
  if (typeof value === 'string') {
    if (!isStorableText(value)) throw invalidText();
  } else if (Array.isArray(value)) {
    for (const item of value) assertStorableText(item, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      assertStorableText(key, depth + 1);
      assertStorableText(item, depth + 1);
    }
  }
}

/**
 * JSON bodies are parsed safely (no prototype pollution) and checked for storable text. Fastify's
 * default text/plain parser is removed too, so any other body type is answered 415.
 */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json(;.*)?$/,
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        const parsed: unknown = JSON.parse(text, (key, value: unknown) =>
          key === '__proto__' || key === 'constructor' ? undefined : value,
        );
        assertStorableText(parsed);
        done(null, parsed);
      } catch (error) {
        done(
          error instanceof AppError
            ? error
            : new AppError('INVALID_JSON', 'The request body is not valid JSON', 400),
          undefined,
        );
      }
    },
  );
}
