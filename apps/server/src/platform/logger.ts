import { RELEASED_CAPSULE_ROUTE } from '@aurum/shared/routes';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * Every secret an address can carry, in one list: query parameters whose values are secrets, and
 * routes with a secret path segment (written `:name`; only that segment is hidden, the rest of
 * the path stays readable). The database keeps only hashes of these; the log keeps nothing.
 * `logger.test.ts` checks that every route parameter of the server is a row id or listed here.
 */
export const SECRETS_IN_ADDRESSES = {
  queryParameters: [
    'token',
    'refresh_token',
    'access_token',
    'code',
    'password',
    'ticket',
    'access_code',
  ],
  paths: [
    // The recipient's page of a released legacy capsule, and the API it reads.
    RELEASED_CAPSULE_ROUTE,
    '/api/legacy-capsules/released/:token',
    // The sandbox checkout's access code (its page carries it as ?access_code=).
    '/api/payments/sandbox/:accessCode',
    // A member's calendar subscription (ADR 066): /calendar/feed/<token>.ics, the whole last
    // segment hidden (with or without .ics).
    '/calendar/feed/:token',
  ],
} as const;

export const REDACTED = '[redacted]';

const secretQuery = new RegExp(
  `([?&](?:${SECRETS_IN_ADDRESSES.queryParameters.join('|')})=)[^&#]*`,
  'gi',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/x/:token` as a pattern that finds the path up to the secret, and the secret. */
const secretPaths = SECRETS_IN_ADDRESSES.paths.map((route) => {
  const [before, after] = route.split(/:[A-Za-z]+/) as [string, string];
  // Repeated slashes, other letter cases and whole addresses (the 404 page's report) reach the
  // log too, so they are hidden too.
  const lead = before.split('/').filter(Boolean).map(escape).join('/+');
  return new RegExp(
    `^((?:[a-z][a-z\\d+.-]*://[^/?#]*)?/+${lead}/+)[^/?#]+(?=${escape(after)}(?:[/?#]|$))`,
    'i',
  );
});

/** The address with every secret in its query string or path replaced by [redacted]. */
export function maskUrl(url: string): string {
  const masked = url.replace(secretQuery, `$1${REDACTED}`);
  return secretPaths.reduce((text, pattern) => text.replace(pattern, `$1${REDACTED}`), masked);
}

const maskIfText = (value: unknown) => (typeof value === 'string' ? maskUrl(value) : value);

/** One structured (pino) logger; secrets, tokens and passwords are masked. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refresh_token',
        '*.access_token',
        '*.token',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: {
        method: string;
        url: string;
        ip?: string;
        headers: Record<string, unknown>;
      }) => ({
        method: req.method,
        url: maskUrl(req.url),
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      }),
      // Addresses logged by name (the 404 page's report, a page the server could not render).
      url: maskIfText,
      path: maskIfText,
      pathname: maskIfText,
    },
  };
}
