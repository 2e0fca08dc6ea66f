import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/auth';

/** A member's own security events since a moment, newest first. */
export async function listMemberEvents(db: Executor, userId: string, since: Date) {
  return db
    .select({ event: auditLog.event, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), gte(auditLog.createdAt, since)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1000);
}

/** One page of a member's own events among `events`, newest first, with the total. */
export async function pageMemberEvents(
  db: Executor,
  input: { userId: string; events: string[]; limit: number; offset: number },
) {
  const which = and(eq(auditLog.userId, input.userId), inArray(auditLog.event, input.events));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        event: auditLog.event,
        userAgent: auditLog.userAgent,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(which)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(auditLog).where(which),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
