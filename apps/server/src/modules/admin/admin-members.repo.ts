import { type AdminMember, MEMBER_LIST_LIMIT } from '@aurum/shared/admin/members-contract';
import { and, count, desc, eq, gte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { serviceRequests } from '../../db/schema/requests';
import { contains } from '../../db/sql-helpers';

/** Members (role member), newest first, with the requests they filed since `monthStart`. */
export async function listMembers(
  db: Executor,
  q: string | undefined,
  monthStart: Date,
): Promise<AdminMember[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      metadata: users.userMetadata,
      name: profiles.name,
      tier: profiles.membershipTier,
      verification: profiles.verificationStatus,
      createdAt: users.createdAt,
      requestsThisMonth: count(serviceRequests.id),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(
      serviceRequests,
      and(eq(serviceRequests.userId, users.id), gte(serviceRequests.createdAt, monthStart)),
    )
    .where(
      and(
        eq(users.role, 'member'),
        q
          ? or(contains(users.email, q), contains(profiles.name, q), contains(profiles.email, q))
          : undefined,
      ),
    )
    .groupBy(users.id, profiles.id)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(MEMBER_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name || row.metadata.name || null,
    email: row.email,
    tier: row.tier ?? 'trial',
    verification: row.verification ?? 'unverified',
    created_at: row.createdAt.toISOString(),
    requests_this_month: Number(row.requestsThisMonth),
  }));
}
