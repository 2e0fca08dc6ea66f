import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOOD_PASSWORD } from './auth-fixtures';

/**
 * Aurum as a real server process (`main.ts` under tsx) for the fault tests that take its database
 * away (ADR 085): a process to watch for exits, and calls over real sockets that report a dropped
 * connection instead of throwing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback port nothing listens on just now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** One answer as the caller saw it: a status, or a connection that dropped or never answered. */
export interface Outcome {
  status: number | 'dropped';
  retryAfter: string | null;
  body: unknown;
}

export const served = (outcome: Outcome) =>
  typeof outcome.status === 'number' && outcome.status < 300;

/** Until the attempt is answered 2xx (or the time is up); the last outcome either way. */
export async function untilServed(attempt: () => Promise<Outcome>, withinMs = 20_000) {
  const deadline = Date.now() + withinMs;
  let outcome = await attempt();
  while (!served(outcome) && Date.now() < deadline) {
    await sleep(100);
    outcome = await attempt();
  }
  return outcome;
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * Starts `main.ts` on a free port over `databaseUrl` and waits until /api/health answers.
 * `env` adds or overrides settings (a second instance passes the first one's DATA_DIR).
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  let exited: { code: number | null; signal: string | null } | null = null;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'aurum-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      SEED_CATALOGUE: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ACCESS_LOG: 'off',
      JOBS_POLL_MS: '200',
      SESSION_CACHE_SECONDS: '0',
      AUTH_IP_RATE_LIMIT_ATTEMPTS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code, signal) => (exited = { code, signal }));

  const call = async (
    method: string,
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Outcome> => {
    try {
      const raw = typeof options.body === 'string';
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        body: raw ? (options.body as string) : options.body ? JSON.stringify(options.body) : null,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text, the assertions say so
      }
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
    } catch {
      return { status: 'dropped', retryAfter: null, body: null };
    }
  };

  const instance = {
    base,
    dataDir,
    call,
    /** The process's exit, null while it runs. */
    exited: () => exited,
    output: () => output,
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
  const up = await untilServed(() => call('GET', '/api/health'), 60_000);
  if (up.status !== 200) {
    await instance.stop();
    throw new Error(`the server did not start: ${JSON.stringify(up)}\n${output}`);
  }
  return instance;
}

/** Signs a member up over HTTP, follows the e-mailed confirmation link, and signs in: a token. */
export async function confirmedMemberOver(server: ServerProcess, email: string) {
  const signup = await server.call('POST', '/auth/v1/signup', {
    body: { email, password: GOOD_PASSWORD, data: { name: 'Thandi Mokoena' } },
  });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signup)}`);
  let link: string | undefined;
  for (let tries = 0; !link && tries < 150; tries += 1) {
    const mailbox = (await server.call('GET', '/api/dev/mailbox')).body as {
      to: string;
      text: string;
    }[];
    const mail = Array.isArray(mailbox) ? mailbox.find((message) => message.to === email) : null;
    link = mail?.text.match(/https?:\/\/[^/\s]+(\/auth\/v1\/verify\?\S+)/)?.[1];
    if (!link) await sleep(100);
  }
  if (!link) throw new Error(`no confirmation e-mail reached ${email}`);
  await server.call('GET', link);
  const session = await server.call('POST', '/auth/v1/token?grant_type=password', {
    body: { email, password: GOOD_PASSWORD },
  });
  if (session.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
  return (session.body as { access_token: string }).access_token;
}
