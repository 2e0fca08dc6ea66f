import { displayName } from '@aurum/shared/ui-rules/display-name';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { profiles } from '../../../db/schema/profiles';

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
      email: users.email,
      metadata: users.userMetadata,
      profileName: profiles.name,
      tier: profiles.membershipTier,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));

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
  const [row] = await memberQuery(tx, userId).for('no key update', { of: users });
  return row ? toMember(userId, row) : null;
}
