import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression';

const bigAnswer = {
  providers: Array.from({ length: 60 }, (_, i) => ({
    id: `provider-${i}`,
    name: `Provider ${i}`,
    location: 'Sandton',
  })),
};
const bigJson = JSON.stringify(bigAnswer);

describe('compression of answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/api/big', async () => bigAnswer);
    app.get('/api/small', async () => ({ ok: true }));
    app.post('/api/echo', async (request) => request.body);
    app.get('/auth/v1/big', async () => bigAnswer);
    // As auth.routes.ts registers its cookie routes: a plugin with its own prefix.
    await app.register(async (routes) => routes.get('/token', async () => bigAnswer), {
      prefix: '/auth/v1',
    });
    app.get('/page', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<!doctype html><p>${'Aurum '.repeat(400)}</p>`),
    );
    app.get('/stream', async (_request, reply) =>
      reply.type('application/x-ndjson; charset=utf-8').send(Readable.from([`${bigJson}\n`])),
    );
    app.get('/events', async (_request, reply) =>
      reply.type('text/event-stream; charset=utf-8').send(`data: ${bigJson}\n\n`),
    );
    app.get('/file', async (_request, reply) =>
      reply.type('application/octet-stream').send(Buffer.from(bigJson)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a large JSON answer as brotli when accepted, the same JSON once decoded', async () => {
    expect(bigJson.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const res = await get('/api/big', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(bigJson.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(bigAnswer);
  });

  it('falls back to gzip, and sends the answer as it is to a client that accepts neither', async () => {
    const gzip = await get('/api/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(bigAnswer);
    // Nothing it can use, refused, malformed or absurd: the answer as it is, never an error.
    const unusable = [
      'identity',
      'zstd',
      'compress',
      'br;q=0, gzip;q=0',
      'gzip;q=abc',
      'x'.repeat(4000),
    ];
    const plainAnswers = [
      await get('/api/big'),
      ...(await Promise.all(unusable.map((e) => get('/api/big', e)))),
    ];
    for (const plain of plainAnswers) {
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(bigAnswer);
    }
  });

  it('compresses pages', async () => {
    const res = await get('/page', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Aurum Aurum');
  });

  it('leaves small answers, the auth API, streams and files as they are', async () => {
    for (const url of [
      '/api/small',
      '/auth/v1/big',
      '/auth/v1/token',
      '/stream',
      '/events',
      '/file',
    ]) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/auth/v1/big', 'br')).json()).toEqual(bigAnswer);
  });

  it('never decompresses a request body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ hello: 'world' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
