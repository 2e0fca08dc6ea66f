import type { Session } from '@aurum/shared/auth/session';
import { expect } from 'vitest';
import { bearer } from './auth-fixtures';
import type { TestApp } from './test-app';

export type Reply = { statusCode: number; body: string; json: () => unknown };

/**
 * An area's API as a member's browser calls it: `call` sends with the member's session, `ok`
 * expects the status and reads the body. The areas' test clients are built on it.
 */
export function memberApi(t: TestApp, session: Session) {
  const call = (method: string, url: string, payload?: unknown): Promise<Reply> =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(session),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async <T>(res: Promise<Reply>, status = 200) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(status);
    return JSON.parse(done.body) as T;
  };
  return { call, ok };
}
