import { type AdminMember, MEMBER_LIST_LIMIT } from '@aurum/shared/admin/members-contract';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contains } from '../../db/sql-helpers';
import { accounts as users } from '../auth/accounts.api';
import { memberProfiles as profiles } from '../profile/profile.api';
import { requestsFiledSince } from '../requests/requests.api';

/**
 * Members (role member), newest first, with the requests they filed since `monthStart`: one query
 * through the owners' views and count (ADR 042).
 */
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
      requestsThisMonth: requestsFiledSince(users.id, monthStart),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(users.role, 'member'),
        q
          ? or(contains(users.email, q), contains(profiles.name, q), contains(profiles.email, q))
          : undefined,
      ),
    )
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
