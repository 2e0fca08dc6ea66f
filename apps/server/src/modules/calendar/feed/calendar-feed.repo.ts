import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../../db/as-member';
import type { Executor } from '../../../db/client';
import { calendarFeeds } from '../../../db/schema/calendar';

export interface StoredFeed {
  id: string;
  sealedToken: string;
  createdAt: Date;
}

const live = (userId: string) =>
  and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt));

/** The member's live feed, its token still sealed; null when none. */
export async function liveFeed({ db, userId }: MemberReadScope): Promise<StoredFeed | null> {
  const [row] = await db
    .select({
      id: calendarFeeds.id,
      sealedToken: calendarFeeds.sealedToken,
      createdAt: calendarFeeds.createdAt,
    })
    .from(calendarFeeds)
    .where(live(userId));
  return row ?? null;
}

/** Issuing and revoking for one member run one at a time: one live feed, never two. */
async function lockMemberFeeds({ tx, userId }: MemberScope) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar_feeds:${userId}`}))`);
}

/** Revokes the member's live feed (if any); answers whether there was one. */
export async function revokeLiveFeed(scope: MemberScope, now: Date): Promise<boolean> {
  await lockMemberFeeds(scope);
  const revoked = await scope.tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(live(scope.userId))
    .returning({ id: calendarFeeds.id });
  return revoked.length > 0;
}

/** Revokes the live feed and saves the new one, in the caller's transaction. */
export async function replaceLiveFeed(
  scope: MemberScope,
  feed: { id: string; tokenHash: string; sealedToken: string; keyId: string },
  now: Date,
) {
  await revokeLiveFeed(scope, now);
  await scope.tx.insert(calendarFeeds).values({ ...feed, userId: scope.userId, createdAt: now });
}

/** The member a live feed's token hash belongs to; null for an unknown or revoked token. */
export async function feedOwner(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ id: calendarFeeds.id, userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}
