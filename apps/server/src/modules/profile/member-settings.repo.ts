import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userPreferences } from '../../db/schema/profiles';

/**
 * Settings other areas keep in the member's preferences (Life OS: persona_settings,
 * active_persona, reset_actions): one category read as key -> value, one key written at a time.
 * The values are the caller's text (JSON for Life OS).
 */
export async function readPreferenceCategory(
  db: Executor,
  userId: string,
  category: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: userPreferences.preferenceKey, value: userPreferences.preferenceValue })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.category, category)))
    .orderBy(userPreferences.createdAt);
  // The newest row of a key wins (there is no unique index over category and key).
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * Sets one key of a category: the row is changed, or added when there is none. The caller holds
 * the member's lock (lockMemberProfile), so two writes of the same key never both insert.
 */
export async function upsertPreference(
  tx: Executor,
  userId: string,
  setting: { category: string; key: string; value: string },
  now: Date,
) {
  const where = and(
    eq(userPreferences.userId, userId),
    eq(userPreferences.category, setting.category),
    eq(userPreferences.preferenceKey, setting.key),
  );
  const updated = await tx
    .update(userPreferences)
    .set({ preferenceValue: setting.value })
    .where(where)
    .returning({ id: userPreferences.id });
  if (updated.length > 0) return;
  await tx.insert(userPreferences).values({
    userId,
    category: setting.category,
    preferenceKey: setting.key,
    preferenceValue: setting.value,
    createdAt: now,
  });
}
