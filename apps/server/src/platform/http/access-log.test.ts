import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../logger';
import { AccessLog, type AccessLogMode } from './access-log';

/** A server with Aurum's logger and access log, and the lines it wrote for two requests. */
async function linesFor(mode: AccessLogMode) {
  const lines: { reqId?: string; msg: string; res?: { statusCode: number } }[] = [];
  const app = Fastify({
    logger: {
      ...(loggerOptions({ LOG_LEVEL: 'info' }) as object),
      stream: { write: (line: string) => lines.push(JSON.parse(line)) },
    },
    logController: new AccessLog(mode),
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.inject({ method: 'GET', url: '/api/health?token=secret' });
  await app.inject({ method: 'GET', url: '/api/missing' });
  await app.close();
  return lines.filter((line) => line.reqId);
}

describe('access log', () => {
  it('writes one line per request with the status, the time and the masked URL', async () => {
    const lines = await linesFor('all');
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.res?.statusCode)).toEqual([200, 404]);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?token=[redacted]' },
      responseTime: expect.any(Number),
    });
  });

  it('keeps only the 4xx and 5xx answers with ACCESS_LOG=errors', async () => {
    const lines = await linesFor('errors');
    expect(lines.map((line) => line.res?.statusCode)).toEqual([404]);
  });

  it('writes no request lines with ACCESS_LOG=off', async () => {
    expect(await linesFor('off')).toEqual([]);
  });
});
