import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conciergeMessages } from '../../db/schema/human-concierge';
import { accounts } from '../auth/accounts.api';

/** A case thread's messages (sealed at rest: the service seals and opens them). */
export type MessageRow = typeof conciergeMessages.$inferSelect;

export const insertMessage = (
  tx: Executor,
  row: Omit<typeof conciergeMessages.$inferInsert, 'seq'>,
) => tx.insert(conciergeMessages).values(row);

/** The thread, oldest first, with the name of whoever wrote each message. */
export async function threadMessages(db: Executor, caseId: string) {
  const rows = await db
    .select({ row: conciergeMessages, email: accounts.email, meta: accounts.userMetadata })
    .from(conciergeMessages)
    .leftJoin(accounts, eq(accounts.id, conciergeMessages.authorId))
    .where(eq(conciergeMessages.caseId, caseId))
    .orderBy(asc(conciergeMessages.createdAt), asc(conciergeMessages.seq));
  return rows.map(({ row, email, meta }) => ({
    row,
    authorName: email ? meta?.full_name || meta?.name || email.split('@')[0]! : '',
  }));
}
