import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskUrl } from './logger';

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
  ])('hides the secret values of %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });

  it.each(['/dashboard', '/auth/v1/token?grant_type=refresh_token', '/search?mytoken=visible'])(
    'leaves %s as it is',
    (url) => {
      expect(maskUrl(url)).toBe(url);
    },
  );
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
