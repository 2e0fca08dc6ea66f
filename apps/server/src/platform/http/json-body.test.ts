import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type DatabaseHandle, openPglite } from '../../db/client';
import { loadConfig } from '../config';
import { AppError } from '../errors';
import { assertStorableText } from './json-body';

/** The code of the AppError assertStorableText throws, or null when the value is accepted. */
function refusal(value: unknown): string | null {
  try {
    assertStorableText(value);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
}

describe('assertStorableText', () => {
  it.each([
    ['a NUL in a string', 'a\u0000b'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'x\udc00y'],
    ['a surrogate pair in the wrong order', '\ude00\ud83d'],
    ['a NUL deep in an object', { a: { b: { c: ['ok', { d: 'bad\u0000' }] } } }],
    ['a lone surrogate in an array', [1, true, null, ['fine', '\ud800']]],
    ['a NUL in a key', { 'na\u0000me': 'Jane' }],
    ['a lone surrogate in a nested key', { data: { '\udfff': 'x' } }],
  ])('refuses %s', (_case, value) => {
    expect(refusal(value)).toBe('INVALID_TEXT');
  });

  it.each([
    ['emoji', { name: 'Jane 😀👍🏽', tags: ['🍾'] }],
    ['accented and other scripts', { name: 'Zoë Ñúñez', city: 'Zürich', note: 'Ωμέγα 東京' }],
    ['numbers, booleans and null', { n: 1, t: true, f: false, z: null, list: [] }],
    ['an empty string', ''],
  ])('accepts %s', (_case, value) => {
    expect(refusal(value)).toBeNull();
  });

  it('refuses a body nested too deeply instead of recursing without end', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(refusal(deep)).toBe('INVALID_BODY');
  });
});

describe('JSON bodies through the real app', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-json-body-'));
    database = await openPglite();
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(40),
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
    });
    ({ app } = await buildApp({ config, database }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signUp = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': contentType },
      payload,
    });

  /** An error answer: the status, and a {code, message} body without any stack trace. */
  function expectErrorAnswer(response: LightMyRequestResponse, status: number) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
    expect(body).not.toHaveProperty('stack');
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.ts\b/);
    return body;
  }

  it('answers 400 INVALID_JSON to a body that is not JSON', async () => {
    const body = expectErrorAnswer(await signUp('{"email": "a@b.co", "password":'), 400);
    expect(body).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
  });

  it('answers 400 INVALID_TEXT to a NUL character inside a field', async () => {
    const body = expectErrorAnswer(await signUp('{"email":"a\\u0000@b.co","password":"x"}'), 400);
    expect(body.code).toBe('INVALID_TEXT');
  });

  it('answers 400 INVALID_TEXT to a lone surrogate inside a nested field', async () => {
    const payload = '{"email":"a@b.co","password":"Abcdef1!","data":{"name":"Zo\\ud800"}}';
    expect(expectErrorAnswer(await signUp(payload), 400).code).toBe('INVALID_TEXT');
  });

  it('answers 413 with {code, message} to a 2 MB body', async () => {
    const payload = JSON.stringify({ email: 'a@b.co', password: 'x', pad: 'x'.repeat(2 << 20) });
    const body = expectErrorAnswer(await signUp(payload), 413);
    expect(body.code).toBe('BODY_TOO_LARGE');
  });

  it('answers 415 to a text/plain body', async () => {
    const body = expectErrorAnswer(
      await signUp('{"email":"a@b.co","password":"x"}', 'text/plain'),
      415,
    );
    expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('parses a well-formed body with emoji and accents through to validation', async () => {
    const payload = JSON.stringify({ email: 'not-an-email', password: 'x', data: { name: 'Zoë' } });
    const body = expectErrorAnswer(await signUp(payload, 'application/json; charset=utf-8'), 400);
    expect(body).toMatchObject({
      code: 'AUTH_INVALID_EMAIL',
      message: 'Please enter a valid email address',
    });
  });
});
