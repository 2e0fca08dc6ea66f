import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './http/access-log';
import { loggerOptions, maskUrl } from './logger';

/** A released capsule's link token: 32 random bytes in base64url. */
const CAPSULE_TOKEN = 'q1w2e3r4t5y6u7i8o9p0-_asdfghjklzxcvbnmQWERT';

describe('maskUrl', () => {
  it.each([
    ['/auth/v1/verify?type=signup&token=abc123', '/auth/v1/verify?type=signup&token=[redacted]'],
    [
      '/auth/v1/token?refresh_token=r-123&grant_type=x',
      '/auth/v1/token?refresh_token=[redacted]&grant_type=x',
    ],
    ['/login?user=jane&password=hunter2#top', '/login?user=jane&password=[redacted]#top'],
    ['/cb?access_token=a.b.c&code=xyz', '/cb?access_token=[redacted]&code=[redacted]'],
    ['/cb?TOKEN=abc', '/cb?TOKEN=[redacted]'],
    ['/realtime/events?ticket=eyJ.a.b', '/realtime/events?ticket=[redacted]'],
    ['/checkout/sandbox?access_code=ac_123', '/checkout/sandbox?access_code=[redacted]'],
    ['/provider/respond?token=eyJ.p.q', '/provider/respond?token=[redacted]'],
    // Secrets in the path: the capsule's page and API, the sandbox checkout's access code.
    [`/capsule/${CAPSULE_TOKEN}`, '/capsule/[redacted]'],
    [`/capsule/${CAPSULE_TOKEN}/`, '/capsule/[redacted]/'],
    [`/capsule/${CAPSULE_TOKEN}?from=mail#top`, '/capsule/[redacted]?from=mail#top'],
    [`//Capsule//${CAPSULE_TOKEN}`, '//Capsule//[redacted]'],
    [`https://aurum.example/capsule/${CAPSULE_TOKEN}`, 'https://aurum.example/capsule/[redacted]'],
    [`/api/legacy-capsules/released/${CAPSULE_TOKEN}`, '/api/legacy-capsules/released/[redacted]'],
    ['/api/payments/sandbox/ac_9f8e7d', '/api/payments/sandbox/[redacted]'],
    ['/api/payments/sandbox/ac_9f8e7d/pay', '/api/payments/sandbox/[redacted]/pay'],
    ['/api/payments/sandbox/ac_9f8e7d/decline?x=1', '/api/payments/sandbox/[redacted]/decline?x=1'],
    // A calendar subscription's address, as calendar apps fetch it (ADR 066).
    [`/calendar/feed/${CAPSULE_TOKEN}.ics`, '/calendar/feed/[redacted]'],
    [`/calendar/feed/${CAPSULE_TOKEN}`, '/calendar/feed/[redacted]'],
    [
      `https://aurum.example/calendar/feed/${CAPSULE_TOKEN}.ics?x=1`,
      'https://aurum.example/calendar/feed/[redacted]?x=1',
    ],
  ])('hides the secret values of %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });

  it.each([
    '/dashboard',
    '/auth/v1/token?grant_type=refresh_token',
    '/search?mytoken=visible',
    '/capsules/visible',
    '/api/legacy-capsules/4f1c2b9e-0000-4000-8000-000000000000',
    '/api/payments/sandbox',
    '/x/capsule/visible',
    '/api/calendar/feed',
    '/calendar',
  ])('leaves %s as it is', (url) => {
    expect(maskUrl(url)).toBe(url);
  });
});

describe('loggerOptions', () => {
  it('keeps tokens, passwords and cookies out of the request log', async () => {
    const lines: string[] = [];
    const options = loggerOptions({ LOG_LEVEL: 'info' });
    const app = Fastify({
      logger: { ...(options as object), stream: { write: (line: string) => lines.push(line) } },
    });
    app.get('/auth/v1/verify', async (request) => {
      request.log.info({ body: { password: 'hunter2', refresh_token: 'r-secret' } }, 'handled');
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: '/auth/v1/verify?type=signup&token=link-secret',
      headers: { authorization: 'Bearer jwt-secret', cookie: 'aurum_refresh=cookie-secret' },
    });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('/auth/v1/verify?type=signup&token=[redacted]');
    expect(log).toContain('[redacted]');
    for (const secret of ['link-secret', 'jwt-secret', 'cookie-secret', 'hunter2', 'r-secret']) {
      expect(log).not.toContain(secret);
    }
  });

  it('keeps the realtime ticket out of the request log', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        ...(loggerOptions({ LOG_LEVEL: 'info' }) as object),
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    app.get('/realtime/events', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/realtime/events?ticket=ticket-secret' });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('/realtime/events?ticket=[redacted]');
    expect(log).not.toContain('ticket-secret');
  });

  it('keeps the secrets in paths out of the request log and of addresses logged by name', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        ...(loggerOptions({ LOG_LEVEL: 'info' }) as object),
        stream: { write: (line: string) => lines.push(line) },
      },
      logController: new AccessLog('all'),
    });
    app.get('/api/legacy-capsules/released/:token', async (request) => {
      request.log.warn({ path: request.url, pathname: request.url }, 'reported');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: `/api/legacy-capsules/released/${CAPSULE_TOKEN}` });
    // An address no route answers (404) is logged masked too.
    await app.inject({ method: 'POST', url: '/api/payments/sandbox/ac-secret-code/pay' });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('/api/legacy-capsules/released/[redacted]');
    expect(log).toContain('/api/payments/sandbox/[redacted]/pay');
    expect(log).toContain('"path":"/api/legacy-capsules/released/[redacted]"');
    expect(log).not.toContain(CAPSULE_TOKEN);
    expect(log).not.toContain('ac-secret-code');
  });

  it('logs nothing at level silent', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        ...(loggerOptions({ LOG_LEVEL: 'silent' }) as object),
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    app.get('/', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(lines).toEqual([]);
  });
});
