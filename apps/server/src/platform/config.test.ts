import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'aurum-config-')), 'data');
});
afterEach(() => {
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** The ConfigError a bad environment throws (fails the test if none is thrown). */
function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('runs with sensible defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      isProduction: false,
      HOST: '0.0.0.0',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      SERVE_WEB: true,
      BODY_LIMIT_BYTES: 1024 * 1024,
      AUTH_RATE_LIMIT_ATTEMPTS: 5,
      AUTH_RATE_LIMIT_WINDOW_SECONDS: 900,
      AUTH_RATE_LIMIT_BLOCK_SECONDS: 1800,
      CONFIRMATION_LINK_HOURS: 24,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(configSchema.parse({}).DATA_DIR).toBe('./data');
  });

  it('logs every request and caches sessions for 30 s unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      ACCESS_LOG: 'all',
      SESSION_CACHE_SECONDS: 30,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, ACCESS_LOG: 'errors', SESSION_CACHE_SECONDS: '0' }),
    ).toMatchObject({ ACCESS_LOG: 'errors', SESSION_CACHE_SECONDS: 0 });
    const error = configErrorOf({
      DATA_DIR: dataDir,
      ACCESS_LOG: 'some',
      SESSION_CACHE_SECONDS: '3600',
    });
    expect(error.problems.map((problem) => problem.split(':')[0])).toEqual([
      'ACCESS_LOG',
      'SESSION_CACHE_SECONDS',
    ]);
  });

  it('generates a development secret under DATA_DIR once and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first.JWT_SECRET);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first.JWT_SECRET);
  });

  it('uses a given JWT_SECRET without writing a file', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('derives SITE_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, SITE_URL: 'https://aurum.club/' }).SITE_URL).toBe(
      'https://aurum.club',
    );
  });

  it('reads numbers and booleans from their text form and treats empty as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '',
      TRUST_PROXY: '1',
      SERVE_WEB: 'false',
      AUTH_IP_RATE_LIMIT_ATTEMPTS: '100000',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      TRUST_PROXY: 1,
      SERVE_WEB: false,
      AUTH_IP_RATE_LIMIT_ATTEMPTS: 100_000,
    });
  });

  it('reads TRUST_PROXY as proxy hops or proxy addresses, never as "trust every hop"', () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trust(' 10.0.0.0/8, fd00::/8 ,loopback')).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'proxy.example.com', '1.2.3.4,,', '-1']) {
      expect(configErrorOf({ DATA_DIR: dataDir, TRUST_PROXY: bad }).problems, bad).toEqual([
        'TRUST_PROXY: must be false, a number of proxy hops (true = 1) or a comma list of proxy addresses or CIDRs',
      ]);
    }
  });

  it('lists every bad variable at once', () => {
    const error = configErrorOf({
      DATA_DIR: dataDir,
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://x',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'verbose',
      SERVE_WEB: 'yes',
    });
    const variables = error.problems.map((problem) => problem.split(':')[0]);
    expect(variables.sort()).toEqual(
      ['DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'PORT', 'SERVE_WEB', 'SMTP_URL'].sort(),
    );
    expect(error.problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(error.problems).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(error.problems).toContain('JWT_SECRET: must be at least 32 characters');
    for (const problem of error.problems) expect(error.message).toContain(problem);
  });

  it('refuses a port out of range', () => {
    expect(configErrorOf({ DATA_DIR: dataDir, PORT: '70000' }).problems).toEqual([
      expect.stringMatching(/^PORT: /),
    ]);
  });

  it('runs the assistant on its own engine unless both AI_BASE_URL and AI_MODEL are set', () => {
    const engine = loadConfig({ DATA_DIR: dataDir });
    expect(engine).toMatchObject({ AI_TIMEOUT_MS: 10_000, CHAT_RATE_LIMIT_MESSAGES: 20 });
    expect(engine.AI_BASE_URL).toBeUndefined();
    expect(
      configErrorOf({ DATA_DIR: dataDir, AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).problems,
    ).toEqual([expect.stringMatching(/^AI_MODEL: set both AI_BASE_URL and AI_MODEL/)]);
    const model = loadConfig({
      DATA_DIR: dataDir,
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '2500',
    });
    expect(model).toMatchObject({ AI_MODEL: 'llama3.1', AI_TIMEOUT_MS: 2500 });
  });

  it('keeps vault files on disk unless S3_BUCKET is set, and wants S3 keys in pairs', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).S3_BUCKET).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'aurum-vault',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    ).toMatchObject({ S3_BUCKET: 'aurum-vault', S3_REGION: 'us-east-1' });
    expect(
      configErrorOf({ DATA_DIR: dataDir, S3_BUCKET: 'aurum-vault', S3_ACCESS_KEY_ID: 'x' })
        .problems,
    ).toEqual([
      'S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    ]);
    expect(
      configErrorOf({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://127.0.0.1:4569' }).problems,
    ).toEqual(['S3_BUCKET: is required when S3_ENDPOINT or S3 keys are set']);
  });

  it('accepts postgres and smtps URLs', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgresql://aurum@localhost/aurum',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    });
    expect(config.DATABASE_URL).toBe('postgresql://aurum@localhost/aurum');
    expect(config.SMTP_URL).toBe('smtps://user:pass@smtp.example.com:465');
  });

  it('refuses to start in production without JWT_SECRET and DATA_ENCRYPTION_KEY', () => {
    const error = configErrorOf({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(error.problems).toEqual([
      'JWT_SECRET: required when NODE_ENV=production',
      'DATA_ENCRYPTION_KEY: required when NODE_ENV=production',
    ]);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'data-encryption-key'))).toBe(false);
  });

  it('refuses a data encryption key that is not 32 bytes', () => {
    const error = configErrorOf({ DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: 'c2hvcnQ=' });
    expect(error.problems).toEqual([
      'DATA_ENCRYPTION_KEY: must be 32 bytes in base64 (openssl rand -base64 32)',
    ]);
  });

  it('reads the previous data keys of a rotation and refuses a bad or repeated one', () => {
    const [current, old1, old2] = [7, 8, 9].map((n) => Buffer.alloc(32, n).toString('base64'));
    const env = { DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: current! };
    expect(loadConfig(env).DATA_ENCRYPTION_KEY_PREVIOUS).toEqual([]);
    expect(
      loadConfig({ ...env, DATA_ENCRYPTION_KEY_PREVIOUS: ` ${old1}, ${old2},` })
        .DATA_ENCRYPTION_KEY_PREVIOUS,
    ).toEqual([old1, old2]);
    expect(
      configErrorOf({ ...env, DATA_ENCRYPTION_KEY_PREVIOUS: `${old1},c2hvcnQ=` }).problems,
    ).toEqual([
      'DATA_ENCRYPTION_KEY_PREVIOUS: key 2 must be 32 bytes in base64 (openssl rand -base64 32)',
    ]);
    expect(
      configErrorOf({ ...env, DATA_ENCRYPTION_KEY_PREVIOUS: `${old1},${current}` }).problems,
    ).toEqual([
      'DATA_ENCRYPTION_KEY_PREVIOUS: key 2 is DATA_ENCRYPTION_KEY itself; list only the keys it replaced',
    ]);
  });

  it('refuses a guessable metrics token and keeps a good one', () => {
    const error = configErrorOf({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' });
    expect(error.problems).toEqual(['METRICS_TOKEN: must be at least 16 characters']);
    const token = 'a-metrics-token-0123456789';
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(loadConfig({ DATA_DIR: dataDir }).METRICS_TOKEN).toBeUndefined();
  });

  it('starts in production with a JWT_SECRET and a data encryption key', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(48),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(config.isProduction).toBe(true);
    expect(Buffer.from(config.DATA_ENCRYPTION_KEY, 'base64')).toHaveLength(32);
  });
});
