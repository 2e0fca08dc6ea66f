import { and, desc, eq, gte } from 'drizzle-orm';
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
