import type { SpacePerson } from '@aurum/shared/relationship/relationship-contract';
import { displayName } from '@aurum/shared/ui-rules/display-name';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { spaceMembers } from '../../db/schema/spaces';
import { accounts } from '../auth/accounts.api';
import { memberProfiles } from '../profile/profile.api';

const personColumns = {
  id: accounts.id,
  email: accounts.email,
  metadata: accounts.userMetadata,
  profileName: memberProfiles.name,
};

type PersonRow = {
  id: string;
  email: string;
  metadata: unknown;
  profileName: string | null;
};

export const nameOf = (row: Omit<PersonRow, 'id'>) => {
  const metadata = (row.metadata ?? {}) as { name?: string; full_name?: string };
  return displayName({
    profileName: row.profileName,
    metadataName: metadata.name ?? metadata.full_name,
    email: row.email,
  });
};

/** Members by id with their display names and e-mail addresses (the shared display-name rule). */
export async function peopleByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, SpacePerson & { email: string }>();
  const rows = await db
    .select(personColumns)
    .from(accounts)
    .leftJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
    .where(inArray(accounts.id, ids));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: nameOf(row), email: row.email }]));
}

/** The space's current members (left members excluded), oldest membership first. */
export async function currentPeople(db: Executor, spaceId: string): Promise<SpacePerson[]> {
  const rows = await db
    .select(personColumns)
    .from(spaceMembers)
    .innerJoin(accounts, eq(accounts.id, spaceMembers.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
    .where(and(eq(spaceMembers.spaceId, spaceId), isNull(spaceMembers.leftAt)))
    .orderBy(asc(spaceMembers.joinedAt), asc(spaceMembers.userId));
  return rows.map((row) => ({ id: row.id, name: nameOf(row) }));
}
