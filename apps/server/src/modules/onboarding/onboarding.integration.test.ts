import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalInfo, profiles, userPreferences } from '../../db/schema/profiles';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

describe.each(databaseKinds)('the onboarding gate check on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const status = async (session: Parameters<typeof bearer>[0]) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/status',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    return res.json().needs_onboarding as boolean;
  };

  it('asks a new member to onboard', async () => {
    const { session } = await confirmedMember(t);
    expect(await status(session)).toBe(true);
  });

  it('counts a preferences row, a medical info row or a filled profile field, per member', async () => {
    const withPreference = await confirmedMember(t);
    const withMedical = await confirmedMember(t);
    const withOccupation = await confirmedMember(t);
    const untouched = await confirmedMember(t);
    await t.db.insert(userPreferences).values({
      userId: withPreference.session.user.id,
      category: 'dining',
      preferenceKey: 'cuisineTypes',
      preferenceValue: 'Cape Malay',
    });
    await t.db.insert(medicalInfo).values({ userId: withMedical.session.user.id });
    await t.db
      .update(profiles)
      .set({ occupation: 'Architect' })
      .where(eq(profiles.id, withOccupation.session.user.id));

    expect(await status(withPreference.session)).toBe(false);
    expect(await status(withMedical.session)).toBe(false);
    expect(await status(withOccupation.session)).toBe(false);
    expect(await status(untouched.session)).toBe(true);
  });

  it('does not count Life OS settings (a persona chosen first) as onboarding', async () => {
    const { session } = await confirmedMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/personas/rest/activation',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    expect(await status(session)).toBe(true);
  });

  it('says the same with every session answer, so the app needs no second request', async () => {
    const { email, session } = await confirmedMember(t);
    expect(session.needs_onboarding).toBe(true);
    await t.db
      .update(profiles)
      .set({ occupation: 'Architect' })
      .where(eq(profiles.id, session.user.id));
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ needs_onboarding: false, user: { email } });
  });

  it('refuses the check without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/onboarding/status' });
    expect(res.statusCode).toBe(401);
  });
});
