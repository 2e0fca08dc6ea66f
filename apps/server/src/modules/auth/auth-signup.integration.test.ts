import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import { VALIDATION_MESSAGES } from '@aurum/shared/auth/auth-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import {
  confirmationLink,
  GOOD_PASSWORD,
  latestMailTo,
  signIn,
  signUp,
  uniqueEmail,
} from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('sign-up and e-mail confirmation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('creates the member with a 7-day trial profile and sends the confirmation e-mail', async () => {
    const email = uniqueEmail();
    const res = await signUp(t, email.toUpperCase(), GOOD_PASSWORD, 'Zoë Ndlovu');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.session).toBeNull();
    expect(body.user).toMatchObject({
      email,
      email_confirmed_at: null,
      role: 'member',
      user_metadata: { name: 'Zoë Ndlovu', full_name: 'Zoë Ndlovu' },
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(profile).toMatchObject({ membershipTier: 'trial', name: 'Zoë Ndlovu', email });
    const trialMs = profile!.trialEndDate!.getTime() - t.clock.now().getTime();
    expect(trialMs).toBe(7 * 24 * 60 * 60 * 1000);

    const mail = await latestMailTo(t, email);
    expect(mail?.subject).toBe('Confirm your Aurum membership');
    expect(mail?.html).toContain('Zoë Ndlovu');
    expect(confirmationLink(mail!.text)).toMatch(/type=signup&token=/);
  });

  it('refuses sign-in before the e-mail is confirmed, then the link confirms and signs in', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    const early = await signIn(t, email);
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('AUTH_EMAIL_NOT_CONFIRMED');

    const link = confirmationLink((await latestMailTo(t, email))!.text);
    const visit = await t.app.inject({ method: 'GET', url: link });
    expect(visit.statusCode).toBe(303);
    const target = new URL(visit.headers.location as string);
    expect(target.origin + target.pathname).toBe('http://aurum.test/dashboard');
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('refresh_token')).toBeTruthy();
    const user = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(user.json().email_confirmed_at).not.toBeNull();
    expect(String(visit.headers['set-cookie'])).toMatch(/aurum_refresh=.*HttpOnly/i);

    expect((await signIn(t, email)).statusCode).toBe(200);
  });

  it('accepts a link only once and not after it expires', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    const link = confirmationLink((await latestMailTo(t, email))!.text);
    await t.app.inject({ method: 'GET', url: link });
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toMatch(/^http:\/\/aurum\.test\/auth#error=access_denied/);
    const reason = new URLSearchParams(String(again.headers.location).split('#')[1]);
    expect(reason.get('error_description')).toContain('invalid or has expired');

    const late = uniqueEmail();
    await signUp(t, late);
    const lateLink = confirmationLink((await latestMailTo(t, late))!.text);
    t.clock.advance(25 * 60 * 60);
    const expired = await t.app.inject({ method: 'GET', url: lateLink });
    expect(expired.headers.location).toMatch(/#error=access_denied/);
    expect((await signIn(t, late)).json().code).toBe('AUTH_EMAIL_NOT_CONFIRMED');
  });

  it('sends the member back only to this site after confirming', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email, password: GOOD_PASSWORD, redirect_to: 'https://evil.example/steal' },
    });
    const link = confirmationLink((await latestMailTo(t, email))!.text);
    const visit = await t.app.inject({ method: 'GET', url: link });
    expect(String(visit.headers.location)).toMatch(/^http:\/\/aurum\.test\/dashboard#/);
  });

  it('resends a fresh link to an unconfirmed member only, and answers the same for anyone', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    const first = confirmationLink((await latestMailTo(t, email))!.text);
    t.clock.advance(1);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/resend',
      payload: { type: 'signup', email },
    });
    expect(resend.statusCode).toBe(200);
    const second = confirmationLink((await latestMailTo(t, email))!.text);
    expect(second).not.toBe(first);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/resend',
      payload: { type: 'signup', email: uniqueEmail('nobody') },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});
  });

  it('refuses an e-mail already in use', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    const res = await signUp(t, email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'AUTH_EMAIL_EXISTS',
      message: AUTH_ERRORS.AUTH_EMAIL_EXISTS,
    });
  });

  it.each([
    [{}, 'AUTH_MISSING_CREDENTIALS', AUTH_ERRORS.AUTH_MISSING_CREDENTIALS],
    [{ email: 'a@b.co' }, 'AUTH_MISSING_CREDENTIALS', AUTH_ERRORS.AUTH_MISSING_CREDENTIALS],
    [
      { email: 'not-an-email', password: GOOD_PASSWORD },
      'AUTH_INVALID_EMAIL',
      VALIDATION_MESSAGES.emailInvalid,
    ],
    [
      { email: 'x@y.co', password: 'short1!' },
      'AUTH_WEAK_PASSWORD',
      AUTH_ERRORS.AUTH_WEAK_PASSWORD,
    ],
    [
      { email: 'x@y.co', password: 'Password123!' },
      'AUTH_WEAK_PASSWORD',
      AUTH_ERRORS.AUTH_WEAK_PASSWORD,
    ],
    [
      { email: 'x@y.co', password: `Aa1!${'x'.repeat(125)}` },
      'AUTH_WEAK_PASSWORD',
      AUTH_ERRORS.AUTH_WEAK_PASSWORD,
    ],
    [
      { email: 'x@y.co', password: GOOD_PASSWORD, data: { name: 'R2D2' } },
      'VALIDATION_ERROR',
      VALIDATION_MESSAGES.nameCharacters,
    ],
    [
      { email: 42, password: GOOD_PASSWORD },
      'AUTH_MISSING_CREDENTIALS',
      AUTH_ERRORS.AUTH_MISSING_CREDENTIALS,
    ],
  ])('answers bad sign-up input %j with %s', async (payload, code, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message });
  });

  it('names the broken password rule for the form', async () => {
    const res = await signUp(t, uniqueEmail(), 'lowercase1!');
    expect(res.json().errors).toEqual({ password: VALIDATION_MESSAGES.passwordUppercase });
    const common = await signUp(t, uniqueEmail(), 'Password123!');
    expect(common.json().errors).toEqual({ password: VALIDATION_MESSAGES.passwordCommon });
  });
});
