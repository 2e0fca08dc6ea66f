import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../auth/accounts.api';
import { memberProfiles } from '../profile/profile.api';

/** A member as Society needs them: the name and address its e-mails use, the date of birth. */
export interface SocietyMember {
  id: string;
  name: string | null;
  email: string;
  dateOfBirth: string | null;
}

const memberColumns = {
  id: accounts.id,
  name: memberProfiles.name,
  email: accounts.email,
  dateOfBirth: memberProfiles.dateOfBirth,
};

/** The member's profile, read through the profile's view (ADR 042). */
export async function findMember(db: Executor, userId: string): Promise<SocietyMember | null> {
  const [row] = await db
    .select(memberColumns)
    .from(accounts)
    .innerJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
    .where(eq(accounts.id, userId));
  return row ?? null;
}

/** The member (role member) with this sign-in address, for staff recording a gift. */
export async function findMemberByEmail(db: Executor, email: string) {
  const [row] = await db
    .select(memberColumns)
    .from(accounts)
    .innerJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
    .where(and(eq(accounts.email, email), eq(accounts.role, 'member')));
  return row ?? null;
}
