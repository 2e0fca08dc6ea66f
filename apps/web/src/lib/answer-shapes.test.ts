import { apiErrorSchema, sessionSchema } from '@aurum/shared/auth/session';
import { describe, expect, it } from 'vitest';
import { readApiErrorBody, readSession } from './answer-shapes';

const user = {
  id: 'u-1',
  email: 'thandi@example.co.za',
  email_confirmed_at: null,
  role: 'member',
  user_metadata: { name: 'Thandi' },
  created_at: '2026-11-23T08:00:00Z',
};
const session = {
  access_token: 'a.b.c',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_795_000_000,
  refresh_token: 'r',
  user,
};

const sessions: unknown[] = [
  session,
  { ...session, user: { ...user, email_confirmed_at: '2026-11-23T08:05:00Z', role: 'staff' } },
  { ...session, user: { ...user, user_metadata: {} } },
  { ...session, user: { ...user, user_metadata: { full_name: 'Thandi N' } } },
  { ...session, extra: 'ignored' },
  { ...session, needs_onboarding: true },
  { ...session, needs_onboarding: 'no' },
  { ...session, token_type: 'mac' },
  { ...session, expires_in: '3600' },
  { ...session, refresh_token: undefined },
  { ...session, user: { ...user, role: 'admin' } },
  { ...session, user: { ...user, user_metadata: { name: 7 } } },
  { ...session, user: { ...user, user_metadata: null } },
  { ...session, user: null },
  null,
  [],
  'session',
];

const errorBodies: unknown[] = [
  { code: 'X', message: 'm' },
  { code: 'X', message: 'm', errors: { email: 'Required' }, attempts_remaining: 2 },
  { code: 'X', message: 'm', retry_after_seconds: 30, other: true },
  { code: 'X', message: 'm', errors: { email: 3 } },
  { code: 'X', message: 'm', errors: ['a'] },
  { code: 'X', message: 'm', attempts_remaining: 'two' },
  { code: 1, message: 'm' },
  { message: 'm' },
  'Internal Server Error',
  null,
];

describe('answer shapes without zod', () => {
  it.each(sessions.map((value, i) => [i, value]))(
    'reads session %i exactly as sessionSchema does',
    (_i, value) => {
      const parsed = sessionSchema.safeParse(value);
      if (parsed.success) expect(readSession(value)).toEqual(parsed.data);
      else expect(() => readSession(value)).toThrow(TypeError);
    },
  );

  it.each(errorBodies.map((value, i) => [i, value]))(
    'reads error body %i exactly as apiErrorSchema does',
    (_i, value) => {
      const parsed = apiErrorSchema.safeParse(value);
      expect(readApiErrorBody(value)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
