import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  DEMO_RATINGS,
  DEMO_REVIEW_TEXTS,
  DEMO_REVIEWERS,
  NO_SIGN_IN,
  REVIEWS_PER_PROVIDER,
} from './demo-reviewers';
import * as repo from './demo-reviews.repo';

const DEMO_REVIEWS_SEED_LOCK = 727_004;
const clamp = (stars: number) => Math.min(5, Math.max(1, stars));

/**
 * Real reviews for the embedded demo: demo members, each review backed by a completed request of
 * its reviewer with the provider, and the providers' stored ratings recomputed from the rows.
 * Some providers get none (they show as New). The demo member (`demoMemberEmail`, when present)
 * gets one completed request with a New provider, so a newcomer can write the first review.
 * Runs only while there is no review at all; answers what it added.
 */
export async function seedDemoReviews(db: Database, now: Date, demoMemberEmail?: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_REVIEWS_SEED_LOCK})`);
    if ((await repo.reviewCount(tx)) > 0) return { reviewers: 0, reviews: 0 };
    const providers = await repo.activeProviders(tx);
    if (providers.length === 0) return { reviewers: 0, reviews: 0 };

    const reviewerIds: string[] = [];
    for (const reviewer of DEMO_REVIEWERS) {
      reviewerIds.push(await repo.ensureMember(tx, { ...reviewer, passwordHash: NO_SIGN_IN }, now));
    }
    let reviews = 0;
    let firstNew: repo.DemoProvider | undefined;
    for (const [index, provider] of providers.entries()) {
      const planned = REVIEWS_PER_PROVIDER[index % REVIEWS_PER_PROVIDER.length]!;
      if (planned === 0) firstNew ??= provider;
      for (let turn = 0; turn < Math.min(planned, reviewerIds.length); turn++) {
        const userId = reviewerIds[(index + turn) % reviewerIds.length]!;
        const rating = DEMO_RATINGS[(index * 5 + turn * 7) % DEMO_RATINGS.length]!;
        const { requestId, completedAt } = await repo.insertCompletedRequest(tx, {
          userId,
          provider,
          now,
          daysAgo: 10 + ((index * 11 + turn * 17) % 150),
          responseMinutes: 10 + ((index * 7 + turn * 13) % 170),
        });
        const texts = DEMO_REVIEW_TEXTS[rating]!;
        await repo.insertReview(tx, {
          providerId: provider.id,
          userId,
          requestId,
          rating,
          quality: clamp(rating + (turn % 2)),
          responseTime: clamp(rating - ((index + turn) % 2)),
          value: clamp(rating - ((index + turn) % 3 === 0 ? 1 : 0)),
          text: texts[(index + turn) % texts.length]!,
          createdAt: completedAt,
        });
        reviews++;
      }
    }

    const demoMember = demoMemberEmail ? await repo.memberIdByEmail(tx, demoMemberEmail) : null;
    if (demoMember && firstNew) {
      await repo.insertCompletedRequest(tx, {
        userId: demoMember,
        provider: firstNew,
        now,
        daysAgo: 40,
        responseMinutes: 25,
      });
    }
    return { reviewers: reviewerIds.length, reviews };
  });
}
