import type { Session } from '@aurum/shared/auth/session';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/client';
import { bearer } from './auth-fixtures';
import type { TestApp } from './test-app';

type Reply = { statusCode: number; body: string; json: () => unknown };

/** The personas and reset API as a member's browser calls it. */
export function lifeClient(t: TestApp, session: Session) {
  const call = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(session),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async <T>(res: Promise<Reply>, status = 200) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(status);
    return done.json() as T;
  };
  return { call, ok };
}

/** Asserts a refusal: its status and an answer of {code, message}. */
export async function expectRefusal(res: Promise<Reply>, status: number, label = '') {
  const done = await res;
  expect(done.statusCode, `${label} ${done.body}`).toBe(status);
  expect(done.json(), label).toEqual(
    expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  );
  return done.json() as { code: string; message: string };
}

/** The member's rows of a user_preferences category, as stored. */
export async function preferenceRows(t: TestApp, userId: string, category: string) {
  return rowsOf<{ preference_key: string; preference_value: string }>(
    await t.db.execute(
      sql`select preference_key, preference_value from user_preferences
          where user_id = ${userId} and category = ${category} order by preference_key`,
    ),
  );
}
