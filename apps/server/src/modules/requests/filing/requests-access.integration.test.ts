import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../db/schema/profiles';
import { bearer, confirmedMember, signIn } from '../../../test/auth-fixtures';
import { fileRequest, seedProviders } from '../../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';

describe.each(databaseKinds)('who may see and change a request on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  it('keeps every request endpoint to the request owner', async () => {
    const owner = await confirmedMember(t);
    const intruder = await confirmedMember(t);
    const { request, providers } = await fileRequest(t, owner.session);
    const base = `/api/service-requests/${request.id}`;
    const attempts = [
      { method: 'GET' as const, url: base },
      {
        method: 'PATCH' as const,
        url: base,
        payload: { service_type: 'other', description: 'Mine now' },
      },
      { method: 'POST' as const, url: `${base}/cancel` },
      {
        method: 'POST' as const,
        url: `${base}/provider`,
        payload: { provider_id: providers[0]!.id },
      },
      { method: 'POST' as const, url: `${base}/auto-assign` },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: bearer(intruder.session) });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Request not found' });
      const anonymous = await t.app.inject(attempt);
      expect(anonymous.statusCode).toBe(401);
    }
    const lists = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests/details',
      headers: bearer(intruder.session),
    });
    expect(lists.json()).toEqual([]);
    const own = await t.app.inject({ method: 'GET', url: base, headers: bearer(owner.session) });
    expect(own.json()).toMatchObject({ description: request.description, status: 'pending' });
    expect(own.json().updates).toHaveLength(1);
  });

  it('refuses a provider the request was not offered', async () => {
    const { session } = await confirmedMember(t);
    const { request } = await fileRequest(t, session, {
      service_type: 'private_chef',
      location: 'Durban',
    });
    const chef = await fileRequest(t, session, { service_type: 'security', location: 'Sandton' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${request.id}/provider`,
      headers: bearer(session),
      payload: { provider_id: chef.providers[0]!.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PROVIDER_NOT_AVAILABLE');
  });

  it.each([
    [{ description: 'x' }, 'Please choose a service type'],
    [{ service_type: 'spaceship', description: 'x' }, 'Please choose a service type'],
    [{ service_type: 'other', description: '   ' }, 'Please describe what you need'],
    [
      { service_type: 'other', description: 'x', preferred_date: '2026-02-30' },
      'Preferred date must be a real date',
    ],
    [
      { service_type: 'other', description: 'x', preferred_time: '9am' },
      'Preferred time must be like 14:30',
    ],
  ])('refuses the form %j', async (payload, message) => {
    const { session } = await confirmedMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: bearer(session),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });
});

describe.each(databaseKinds)('monthly request limits per plan on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const memberOnTier = async (tier: string) => {
    const member = await confirmedMember(t);
    await t.db
      .update(profiles)
      .set({ membershipTier: tier })
      .where(eq(profiles.id, member.session.user.id));
    return member;
  };
  const file = (session: Parameters<typeof bearer>[0]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: bearer(session),
      // Repeated on purpose: filed anyway past the likely-duplicate warning.
      payload: { service_type: 'other', description: 'Concierge help', file_anyway: true },
    });

  it.each([
    ['trial', 3],
    ['gold', 3],
    ['platinum', 10],
  ])('%s members file %i requests a month, then get a clear refusal', async (tier, limit) => {
    const { session, email } = await memberOnTier(tier);
    for (let i = 0; i < limit; i++) {
      const res = await file(session);
      expect(res.statusCode).toBe(201);
      expect(res.json().remaining_this_month).toBe(limit - i - 1);
    }
    const refused = await file(session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'REQUEST_LIMIT_REACHED' });
    expect(refused.json().message).toContain('Upgrade your membership');
    // The next month starts afresh; by then a trial member's 7-day trial is over (choose a plan).
    t.clock.advance(32 * 24 * 60 * 60);
    const fresh = (await signIn(t, email)).json();
    expect((await file(fresh)).statusCode).toBe(tier === 'trial' ? 403 : 201);
  });

  it('lets black members file without a limit', async () => {
    const { session } = await memberOnTier('black');
    for (let i = 0; i < 12; i++) expect((await file(session)).statusCode).toBe(201);
    expect((await file(session)).json().remaining_this_month).toBeNull();
  });
});
