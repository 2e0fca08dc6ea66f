import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|refresh_token|access_token|code|password|ticket)=)[^&#]*/gi;

export const maskUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

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
      censor: '[redacted]',
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
    },
  };
}
