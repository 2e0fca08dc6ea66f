import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conciergeProfiles } from '../../db/schema/human-concierge';

/** Staff members' concierge profiles (the assistant cards' own fields). */
export type ProfileRow = typeof conciergeProfiles.$inferSelect;

export async function allProfiles(db: Executor): Promise<Map<string, ProfileRow>> {
  const rows = await db.select().from(conciergeProfiles);
  return new Map(rows.map((row) => [row.staffId, row]));
}

export async function saveProfile(tx: Executor, row: ProfileRow) {
  const { staffId: _staffId, ...fields } = row;
  await tx
    .insert(conciergeProfiles)
    .values(row)
    .onConflictDoUpdate({ target: conciergeProfiles.staffId, set: fields });
}

/** The e-mail addresses of staff leads (they hear of every missed promise). */
export async function leadIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: conciergeProfiles.staffId })
    .from(conciergeProfiles)
    .where(eq(conciergeProfiles.isLead, true));
  return rows.map((row) => row.id);
}
