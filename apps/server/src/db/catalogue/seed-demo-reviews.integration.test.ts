import type { BrowseResult, ProviderDetail } from '@aurum/shared/marketplace/marketplace-contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, signIn } from '../../test/auth-fixtures';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { providerReviews } from '../schema/marketplace';
import { serviceProviders } from '../schema/providers';
import { serviceRequests } from '../schema/requests';
import { DEMO_REVIEWERS } from './demo-reviewers';
import { seedDemoReviews } from './seed-demo-reviews';

describe.each(databaseKinds)('seeding demo reviews on %s', (kind) => {
  let t: TestApp;
  let demo: Awaited<ReturnType<typeof confirmedMember>>;
  let seeded: Awaited<ReturnType<typeof seedDemoReviews>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
    demo = await confirmedMember(t, 'Demo Member');
    seeded = await seedDemoReviews(t.db, t.clock.now(), demo.email);
  });
  afterAll(() => t.close());

  const browseAll = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/providers?limit=100',
      headers: bearer(demo.session),
    });
    return (res.json() as BrowseResult).items;
  };

  it('writes reviews by demo members, each backed by their completed request', async () => {
    expect(seeded.reviewers).toBe(DEMO_REVIEWERS.length);
    expect(seeded.reviews).toBeGreaterThan(50);
    const reviews = await t.db
      .select({
        providerId: providerReviews.providerId,
        userId: providerReviews.userId,
        requestProvider: serviceRequests.providerId,
        requestUser: serviceRequests.userId,
        status: serviceRequests.status,
      })
      .from(providerReviews)
      .innerJoin(serviceRequests, eq(serviceRequests.id, providerReviews.requestId));
    expect(reviews).toHaveLength(seeded.reviews);
    for (const review of reviews) {
      expect(review).toMatchObject({
        requestProvider: review.providerId,
        requestUser: review.userId,
        status: 'completed',
      });
    }
  });

  it('shows the same rating and count everywhere, from the rows; some providers are New', async () => {
    const items = await browseAll();
    const stored = await t.db
      .select({
        id: serviceProviders.id,
        rating: serviceProviders.rating,
        reviewCount: serviceProviders.reviewCount,
      })
      .from(serviceProviders);
    for (const item of items) {
      const [rows] = await t.db
        .select({ n: count() })
        .from(providerReviews)
        .where(eq(providerReviews.providerId, item.id));
      expect(item.review_count).toBe(rows!.n);
      expect(stored.find((row) => row.id === item.id)).toMatchObject({
        rating: item.rating,
        reviewCount: item.review_count,
      });
    }
    expect(items.filter((item) => item.review_count === 0).length).toBeGreaterThan(3);
    const [reviewed] = items.filter((item) => item.review_count > 0);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/providers/${reviewed!.id}`,
      headers: bearer(demo.session),
    });
    const detail = res.json() as ProviderDetail;
    expect(detail.reviews).toHaveLength(reviewed!.review_count);
    expect(detail.stats.customer_rating).toBe(reviewed!.rating);
    expect(detail.stats.completed_jobs).toBe(reviewed!.review_count);
    expect(detail.stats.avg_response_minutes).not.toBeNull();
  });

  it('lets the demo member review a New provider they used', async () => {
    const [used] = await t.db
      .select({ providerId: serviceRequests.providerId })
      .from(serviceRequests)
      .where(eq(serviceRequests.userId, demo.session.user.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/providers/${used!.providerId}`,
      headers: bearer(demo.session),
    });
    expect(res.json()).toMatchObject({ review_count: 0, can_review: true });
  });

  it('seeds only once, and nobody signs in as a demo reviewer', async () => {
    expect(await seedDemoReviews(t.db, t.clock.now(), demo.email)).toEqual({
      reviewers: 0,
      reviews: 0,
    });
    const res = await signIn(t, DEMO_REVIEWERS[0].email, '!demo-reviewer-no-sign-in');
    expect(res.statusCode).toBe(400);
  });
});
