import { type AdminMember, MEMBER_LIST_LIMIT } from '@aurum/shared/admin/members-contract';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contains } from '../../db/sql-helpers';
import { accounts } from '../auth/accounts.api';
import { memberProfiles } from '../profile/profile.api';
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
      id: accounts.id,
      email: accounts.email,
      metadata: accounts.userMetadata,
      name: memberProfiles.name,
      tier: memberProfiles.membershipTier,
      verification: memberProfiles.verificationStatus,
      createdAt: accounts.createdAt,
      requestsThisMonth: requestsFiledSince(accounts.id, monthStart),
    })
    .from(accounts)
    .leftJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
    .where(
      and(
        eq(accounts.role, 'member'),
        q
          ? or(
              contains(accounts.email, q),
              contains(memberProfiles.name, q),
              contains(memberProfiles.email, q),
            )
          : undefined,
      ),
    )
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
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
