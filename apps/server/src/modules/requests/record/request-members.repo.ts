import { displayName } from '@aurum/shared/ui-rules/display-name';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { accounts, lockAccount } from '../../auth/accounts.api';
import { memberProfiles } from '../../profile/profile.api';

/** A member as requests name them: the shared display-name rule, their e-mail and plan. */
export interface RequestMember {
  userId: string;
  name: string;
  email: string;
  tier: string;
}

const memberQuery = (db: Executor, userId: string) =>
  db
    .select({
      email: accounts.email,
      metadata: accounts.userMetadata,
      profileName: memberProfiles.name,
      tier: memberProfiles.membershipTier,
    })
    .from(accounts)
    .leftJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
    .where(eq(accounts.id, userId));

const toMember = (userId: string, row: Awaited<ReturnType<typeof memberQuery>>[number]) => ({
  userId,
  name: displayName({
    profileName: row.profileName,
    metadataName: row.metadata.name ?? row.metadata.full_name,
    email: row.email,
  }),
  email: row.email,
  tier: row.tier ?? 'trial',
});

/** The member who filed a request (for staff e-mails and the timeline). */
export async function findMember(db: Executor, userId: string): Promise<RequestMember | null> {
  const [row] = await memberQuery(db, userId);
  return row ? toMember(userId, row) : null;
}

/**
 * The member, with their account row locked until the transaction ends: every filing of one
 * member (any path, any instance) counts and inserts in turn, so a monthly limit holds under
 * parallel submits.
 */
export async function lockMemberForFiling(
  tx: Executor,
  userId: string,
): Promise<RequestMember | null> {
  if (!(await lockAccount(tx, userId))) return null;
  const [row] = await memberQuery(tx, userId);
  return row ? toMember(userId, row) : null;
}
