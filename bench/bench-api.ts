/**
 * What the API benchmarks share: running a job in a fresh load-generator process, calling the
 * API with JSON, and a confirmed, signed-in member made through the real API and the dev mailbox.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load-generator';

const generator = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

/** Runs one job in a fresh load-generator process. */
export function generate(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(generator, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(job);
  });
}

export async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export interface MemberCredentials {
  email: string;
  password: string;
}

export interface MemberSession {
  access_token: string;
  user: { id: string };
}

/** A confirmed, signed-in member (through the real API and the dev mailbox of `base`). */
export async function signedInMember(
  base: string,
  member: MemberCredentials,
  name = 'Bench Member',
): Promise<MemberSession> {
  await call(`${base}/auth/v1/signup`, postJson({ ...member, data: { name } }));
  const mailbox = await call<{ to: string; text: string }[]>(`${base}/api/dev/mailbox`);
  const link = mailbox
    .find((message) => message.to === member.email)
    ?.text.match(/\/auth\/v1\/verify\?type=signup&token=[\w-]+/)?.[0];
  if (!link) throw new Error('No confirmation link in the dev mailbox');
  await fetch(`${base}${link}`, { redirect: 'manual' });
  return call<MemberSession>(`${base}/auth/v1/token?grant_type=password`, postJson(member));
}
