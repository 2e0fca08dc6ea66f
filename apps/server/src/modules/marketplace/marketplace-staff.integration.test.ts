import type { FeaturedProvider } from '@aurum/shared/marketplace/marketplace-contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMarketplaceWhenEmpty } from '../../db/catalogue/seed-marketplace';
import { bookingSlots, featuredListings } from '../../db/schema/marketplace';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { adminApi, signedInAs } from '../../test/admin-fixtures';
import { addProvider, setClockToToday, TODAY } from '../../test/marketplace-fixtures';

type Headers = Record<string, string>;
const MONDAY = '2030-01-21';

describe.each(databaseKinds)('staff marketplace tools on %s', (kind) => {
  let t: TestApp;
  let staff: Headers;
  let member: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind);
    setClockToToday(t);
    staff = (await signedInAs(t, 'staff')).headers;
    member = (await signedInAs(t, 'member')).headers;
  });
  afterAll(() => t.close());

  const remove = (headers: Headers, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/featured/${id}`, headers });

  it('keeps marketplace tools for staff only', async () => {
    const { id } = await addProvider(t);
    const asMember = adminApi(t, member);
    expect((await asMember.get('/featured')).statusCode).toBe(403);
    expect((await asMember.post('/featured', { provider_id: id })).statusCode).toBe(403);
    const generate = { from: MONDAY, weeks: 1, slot_minutes: 60 };
    expect((await asMember.post(`/providers/${id}/slots/generate`, generate)).statusCode).toBe(403);
    expect((await remove(member, id)).statusCode).toBe(403);
  });

  it('creates, changes and deletes featured listings with real, ordered dates', async () => {
    const { id } = await addProvider(t, { name: 'Featured Florist' });
    const api = adminApi(t, staff);
    const listing = {
      provider_id: id,
      start_date: TODAY,
      end_date: '2030-02-15',
      priority_order: 3,
    };
    for (const bad of [
      { ...listing, end_date: '2030-01-15' },
      { ...listing, start_date: '2030-02-30' },
      { ...listing, provider_id: 'nope' },
      { ...listing, priority_order: -1 },
    ]) {
      expect((await api.post('/featured', bad)).statusCode).toBe(400);
    }
    const missing = { ...listing, provider_id: '00000000-0000-4000-8000-000000000000' };
    expect((await api.post('/featured', missing)).statusCode).toBe(404);
    const created = await api.post('/featured', listing);
    expect(created.statusCode).toBe(201);
    const featuredId = created.json().id as string;
    expect(created.json()).toMatchObject({ provider_name: 'Featured Florist', is_active: true });

    const shown = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/marketplace/featured', headers: member })
      ).json() as FeaturedProvider[];
    expect((await shown()).map((p) => p.id)).toContain(id);
    expect(
      (await api.patch(`/featured/${featuredId}`, { end_date: '2030-01-01' })).statusCode,
    ).toBe(400);
    const paused = await api.patch(`/featured/${featuredId}`, {
      is_active: false,
      priority_order: 1,
    });
    expect(paused.json()).toMatchObject({ is_active: false, priority_order: 1 });
    expect((await shown()).map((p) => p.id)).not.toContain(id);
    expect((await api.get('/featured')).json()).toHaveLength(1);
    expect((await remove(staff, featuredId)).statusCode).toBe(204);
    expect((await remove(staff, featuredId)).statusCode).toBe(404);
  });

  it('generates slots from availability hours, skipping existing ones', async () => {
    const api = adminApi(t, staff);
    const weekdays = await addProvider(t, { availabilityHours: 'Mon-Fri 08:00-17:00' });
    const generate = (id: string, body: object) =>
      api.post(`/providers/${id}/slots/generate`, body);
    const oneWeek = { from: MONDAY, weeks: 1, slot_minutes: 60 };
    expect((await generate(weekdays.id, oneWeek)).json()).toEqual({ created: 45 });
    expect((await generate(weekdays.id, oneWeek)).json()).toEqual({ created: 0 });
    expect((await generate(weekdays.id, { ...oneWeek, weeks: 2 })).json()).toEqual({ created: 45 });
    const [stored] = await t.db
      .select({ count: count() })
      .from(bookingSlots)
      .where(eq(bookingSlots.providerId, weekdays.id));
    expect(stored?.count).toBe(90);

    const always = await addProvider(t, { availabilityHours: '24/7' });
    const twoHours = { ...oneWeek, slot_minutes: 120 };
    expect((await generate(always.id, twoHours)).json()).toEqual({ created: 56 });

    const vague = await addProvider(t, { availabilityHours: 'By appointment' });
    const refused = await generate(vague.id, oneWeek);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('"By appointment"');
    for (const bad of [
      { ...oneWeek, weeks: 13 },
      { ...oneWeek, slot_minutes: 45 },
      { ...oneWeek, from: '2030-13-01' },
    ]) {
      expect((await generate(weekdays.id, bad)).statusCode).toBe(400);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await generate(unknown, oneWeek)).statusCode).toBe(404);
  });

  it('seeds demo featured listings and slots only into empty tables', async () => {
    await t.db.delete(featuredListings);
    await t.db.delete(bookingSlots);
    await seedProviders(t);
    const seeded = await seedMarketplaceWhenEmpty(t.db, t.clock.now());
    expect(seeded.featured).toBe(5);
    expect(seeded.slots).toBeGreaterThan(1000);
    const featured = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/featured',
      headers: member,
    });
    expect(featured.json()).toHaveLength(5);
    expect(await seedMarketplaceWhenEmpty(t.db, t.clock.now())).toEqual({ featured: 0, slots: 0 });
  });
});
