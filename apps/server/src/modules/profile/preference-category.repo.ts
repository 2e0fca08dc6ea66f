import { and, eq, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../db/as-member';
import { userPreferences } from '../../db/schema/profiles';

/**
 * One category of the member's stored preferences (spec 02: persona_settings, reset_actions,
 * cross_platform...; values JSON text) as key -> value. Life OS's parts read and save theirs
 * through these two, the profile owning user_preferences (ADR 042).
 */
export async function readPreferenceCategory(
  { db, userId }: MemberReadScope,
  category: string,
): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: userPreferences.preferenceKey, value: userPreferences.preferenceValue })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.category, category)));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * Saves one preference (category, key) of the member, replacing its value. Saves of the same
 * member's category run one at a time, so parallel saves leave one row per key.
 */
export async function upsertPreference(
  { tx, userId }: MemberScope,
  category: string,
  key: string,
  value: string,
  now: Date,
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`user_preferences:${userId}:${category}`}))`,
  );
  await tx
    .delete(userPreferences)
    .where(
      and(
        eq(userPreferences.userId, userId),
        eq(userPreferences.category, category),
        eq(userPreferences.preferenceKey, key),
      ),
    );
  await tx.insert(userPreferences).values({
    userId,
    category,
    preferenceKey: key,
    preferenceValue: value,
    createdAt: now,
  });
}
