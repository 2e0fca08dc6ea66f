import {
  BROWSE_COUNT_LIMIT,
  BROWSE_PAGE_SIZE,
  type BrowseResult,
  EMERGENCY_PATTERN,
  type EmergencyProvider,
  type FeaturedProvider,
  type MarketplaceProvider,
  type MarketplaceStats,
  providersFoundText,
} from '@aurum/shared/marketplace/marketplace-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredListings } from '../../db/schema/marketplace';
import { serviceCategories, serviceProviders } from '../../db/schema/providers';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { addDays } from './market-time';
import {
  addProvider,
  addReviews,
  addSlot,
  setClockToToday,
  TODAY,
} from '../../test/marketplace-fixtures';

describe.each(databaseKinds)('marketplace browsing on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };

  beforeAll(async () => {
    t = await createTestApp(kind);
    setClockToToday(t); // Wednesday 10:00, Johannesburg
    await seedProviders(t);
    const a = await addProvider(t, {
      name: 'Zephyrine Chauffeurs',
      serviceType: 'personal_driver',
      location: 'Umhlanga Rocks',
      priceFromCents: 49_999,
      description: 'Airport runs.',
    });
    const b = await addProvider(t, {
      name: 'Blue Crane Movers',
      serviceType: 'zephyrine_removals',
      priceFromCents: 50_000,
      description: 'Moving homes.',
    });
    const c = await addProvider(t, {
      name: 'Harbour Plumbing',
      location: 'Durban',
      priceFromCents: 149_999,
      contactPhone: '+27 31 555 0100',
      availabilityHours: '24/7',
      description: 'Zephyrine EMERGENCY plumbing, day or night.',
    });
    const d = await addProvider(t, {
      name: 'Zephyrine Yachts',
      serviceType: 'yacht_charter',
      location: 'Knysna',
      priceFromCents: 150_000,
      description: 'Sunset cruises.',
    });
    const retired = await addProvider(t, { name: 'Zephyrine Retired', isActive: false });
    Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.id });
    // Ratings come from reviews: a 4.5, b 4, c 5, d 3.5.
    await addReviews(t, a.id, [5, 4]);
    await addReviews(t, b.id, [4]);
    await addReviews(t, c.id, [5, 5, 5]);
    await addReviews(t, d.id, [4, 3]);
    await addReviews(t, retired.id, [5]);
    await addSlot(t, a.id, TODAY, '14:00', '15:00'); // free later today
    await addSlot(t, b.id, TODAY, '09:00', '10:00'); // already begun
    await addSlot(t, b.id, TODAY, '15:00', '16:00', true); // booked
    await addSlot(t, b.id, '2030-01-19', '10:00', '11:00'); // Saturday
    await addSlot(t, d.id, addDays(TODAY, 8), '10:00', '11:00'); // beyond the week
    headers = bearer((await confirmedMember(t)).session);
  });
  afterAll(() => t.close());

  const browse = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/providers?${query}`,
      headers,
    });
    return res;
  };
  const names = async (query: string) => {
    const res = await browse(query);
    expect(res.statusCode).toBe(200);
    const body = res.json() as BrowseResult;
    expect(body.total).toBe(body.items.length);
    return body.items.map((item) => item.name);
  };

  it('searches name, service type and description, case-insensitive, active only', async () => {
    expect(await names('q=ZEPHYRINE')).toEqual([
      'Harbour Plumbing',
      'Zephyrine Chauffeurs',
      'Blue Crane Movers',
      'Zephyrine Yachts',
    ]);
    expect(await names('q=zephyrine%20removals')).toEqual(['Blue Crane Movers']);
    expect(await names('q=night')).toContain('Harbour Plumbing');
    expect(await names('q=100%25')).toEqual([]);
  });

  it('filters location by contains, case-insensitive, for text that is not a known place', async () => {
    const all = (await (await browse('location=HLANGA%20ROCK&limit=100')).json()) as BrowseResult;
    expect(all.items.map((item) => item.id)).toContain(ids.a);
    for (const item of all.items) expect(item.location.toLowerCase()).toContain('hlanga rock');
    expect(await names('q=zephyrine&location=mhlanga%20ro')).toEqual(['Zephyrine Chauffeurs']);
  });

  it('filters price buckets on price_from_cents at their boundaries', async () => {
    expect(await names('q=zephyrine&price=budget')).toEqual(['Zephyrine Chauffeurs']);
    expect(await names('q=zephyrine&price=moderate')).toEqual([
      'Harbour Plumbing',
      'Blue Crane Movers',
    ]);
    expect(await names('q=zephyrine&price=premium')).toEqual(['Zephyrine Yachts']);
  });

  it('filters a minimum rating, 0 meaning no filter', async () => {
    expect(await names('q=zephyrine&rating=0')).toHaveLength(4);
    expect(await names('q=zephyrine&rating=4.5')).toEqual([
      'Harbour Plumbing',
      'Zephyrine Chauffeurs',
    ]);
    expect(await names('q=zephyrine&rating=4')).toHaveLength(3);
  });

  it('filters availability from real free slots, 24/7 hours and the emergency rule', async () => {
    expect(await names('q=zephyrine&availability=today')).toEqual([
      'Harbour Plumbing',
      'Zephyrine Chauffeurs',
    ]);
    expect(await names('q=zephyrine&availability=week')).toEqual([
      'Harbour Plumbing',
      'Zephyrine Chauffeurs',
      'Blue Crane Movers',
    ]);
    expect(await names('q=zephyrine&availability=weekend')).toEqual([
      'Harbour Plumbing',
      'Blue Crane Movers',
    ]);
    expect(await names('q=zephyrine&availability=emergency')).toEqual(['Harbour Plumbing']);
  });

  it('combines every filter', async () => {
    const all = 'q=zephyrine&location=durban&price=moderate&rating=4.5&availability=today';
    expect(await names(all)).toEqual(['Harbour Plumbing']);
    expect(await names(all.replace('durban', 'cape'))).toEqual([]);
    expect(await names('q=zephyrine&price=moderate&availability=weekend&rating=4')).toEqual([
      'Harbour Plumbing',
      'Blue Crane Movers',
    ]);
  });

  it('filters by category id, category name or service type', async () => {
    const [category] = await t.db
      .select({ id: serviceCategories.id, name: serviceCategories.name })
      .from(serviceCategories)
      .limit(1);
    await t.db
      .update(serviceProviders)
      .set({ categoryId: category!.id })
      .where(eq(serviceProviders.id, ids.d));
    expect(await names(`q=zephyrine&category=${category!.id}`)).toEqual(['Zephyrine Yachts']);
    const byName = encodeURIComponent(category!.name.toUpperCase());
    expect(await names(`q=zephyrine&category=${byName}`)).toEqual(['Zephyrine Yachts']);
    expect(await names('q=zephyrine&category=personal_driver')).toEqual(['Zephyrine Chauffeurs']);
  });

  it('pages with a keyset cursor, every active provider exactly once', async () => {
    const seen: MarketplaceProvider[] = [];
    let cursor: string | null = null;
    let total: number;
    do {
      const res = await browse(`limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as BrowseResult;
      seen.push(...page.items);
      total = page.total;
      cursor = page.next_cursor;
    } while (cursor);
    const active = await t.db
      .select({ id: serviceProviders.id })
      .from(serviceProviders)
      .where(eq(serviceProviders.isActive, true));
    expect(total).toBe(active.length);
    expect(seen).toHaveLength(active.length);
    expect(new Set(seen.map((p) => p.id))).toEqual(new Set(active.map((p) => p.id)));
    const ratings = seen.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
  });

  it('refuses bad filters and cursors with 400', async () => {
    for (const query of ['rating=7', 'rating=4.3', 'price=cheap', 'availability=soon']) {
      expect((await browse(query)).statusCode).toBe(400);
    }
    for (const cursor of ['not-a-cursor', Buffer.from('[9,"x"]').toString('base64url')]) {
      const res = await browse(`cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_CURSOR');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/marketplace/providers' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('features active listings within their dates, by priority', async () => {
    const listing = (providerId: string, from: number, to: number, priority: number) => ({
      providerId,
      startDate: addDays(TODAY, from),
      endDate: addDays(TODAY, to),
      priorityOrder: priority,
    });
    await t.db
      .insert(featuredListings)
      .values([
        listing(ids.c, 0, 5, 2),
        listing(ids.a, -10, 0, 1),
        { ...listing(ids.d, -1, 1, 0), isActive: false },
        listing(ids.b, 1, 9, 0),
        listing(ids.b, -9, -1, 0),
      ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/marketplace/featured', headers });
    const featured = res.json() as FeaturedProvider[];
    expect(featured.map((p) => [p.id, p.priority_order, p.featured_until])).toEqual([
      [ids.a, 1, TODAY],
      [ids.c, 2, addDays(TODAY, 5)],
    ]);
  });

  it('lists emergency providers by the description rule', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/marketplace/emergency', headers });
    const listed = res.json() as EmergencyProvider[];
    const rows = await t.db
      .select({ id: serviceProviders.id, description: serviceProviders.description })
      .from(serviceProviders)
      .where(eq(serviceProviders.isActive, true));
    const expected = rows.filter((row) => EMERGENCY_PATTERN.test(row.description));
    expect(new Set(listed.map((p) => p.id))).toEqual(new Set(expected.map((row) => row.id)));
    // Members call emergency providers straight from the card.
    expect(listed.find((p) => p.id === ids.c)?.contact_phone).toBe('+27 31 555 0100');
    expect(listed.every((p) => p.is_emergency)).toBe(true);
  });

  it('counts providers and categories and averages real review ratings', async () => {
    const stats = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/marketplace/stats', headers })
      ).json() as MarketplaceStats;
    const before = await stats();
    const active = await t.db.$count(serviceProviders, eq(serviceProviders.isActive, true));
    const categories = await t.db.$count(serviceCategories, eq(serviceCategories.isActive, true));
    // The mean of every review row written in beforeAll: 40 stars from 9 reviews.
    expect(before).toEqual({ providers: active, categories, average_rating: 4.4 });
    await addReviews(t, ids.a, [1, 1]);
    expect((await stats()).average_rating).toBe(3.8);
    const res = await t.app.inject({ method: 'GET', url: '/api/marketplace/categories', headers });
    const listed = res.json() as { name: string; provider_count: number }[];
    expect(listed).toHaveLength(categories);
    expect(listed.map((c) => c.name)).toEqual([...listed.map((c) => c.name)].sort());
    // Every category counts its active providers (the seeded catalogue fills each one).
    expect(listed.every((c) => c.provider_count > 0)).toBe(true);
  });

  it('counts matches up to the limit and says when there are more ("500+")', async () => {
    const add = (count: number, word: string) =>
      t.db.execute(sql`
        insert into service_providers (name, service_type, location, contact_email)
        select ${word} || ' ' || g, 'home_services', 'Cape Town', ${word} || g || '@count.example.co.za'
        from generate_series(1, ${count}) g`);
    await add(BROWSE_COUNT_LIMIT, 'Quokkaline');
    const exact = (await browse('q=quokkaline')).json() as BrowseResult;
    expect(exact).toMatchObject({ total: BROWSE_COUNT_LIMIT, total_capped: false });
    expect(providersFoundText(exact)).toBe(String(BROWSE_COUNT_LIMIT));
    await add(1, 'Quokkaline extra');
    const capped = (await browse('q=quokkaline')).json() as BrowseResult;
    expect(capped).toMatchObject({ total: BROWSE_COUNT_LIMIT, total_capped: true });
    expect(providersFoundText(capped)).toBe(`${BROWSE_COUNT_LIMIT}+`);
    expect(capped.items).toHaveLength(BROWSE_PAGE_SIZE);
  });

  it('takes ratings and review counts from review rows only, never from stored numbers', async () => {
    const listed = await addProvider(t, {
      name: 'Catalogue Darling',
      rating: 4.9,
      reviewCount: 167,
    });
    const find = async (query: string) =>
      ((await browse(query)).json() as BrowseResult).items.find((p) => p.id === listed.id);
    expect(await find('q=darling')).toMatchObject({ rating: 0, review_count: 0 });
    expect(await find('q=darling&rating=4.5')).toBeUndefined();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/providers/${listed.id}`,
      headers,
    });
    expect(detail.json()).toMatchObject({
      rating: 0,
      review_count: 0,
      stats: { customer_rating: null },
      reviews: [],
    });
    await addReviews(t, listed.id, [3, 4]);
    expect(await find('q=darling')).toMatchObject({ rating: 3.5, review_count: 2 });
    expect(await find('q=darling&rating=3.5')).toBeDefined();
    expect(await find('q=darling&rating=4')).toBeUndefined();
  });
});
