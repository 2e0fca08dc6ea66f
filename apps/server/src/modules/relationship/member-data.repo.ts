import { asc, eq, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import {
  conflictPerspectives,
  partnerInvitations,
  relationshipConflicts,
  relationshipIdeas,
  sharedEvents,
} from '../../db/schema/relationship';
import { spaceMembers, spaces } from '../../db/schema/spaces';

/** The relationship space's tables and the spaces' (owned here, ADR 070) in the export. */
export const RELATIONSHIP_EXPORT_TABLES = [
  'spaces',
  'space_members',
  'partner_invitations',
  'partner_links',
  'shared_events',
  'relationship_ideas',
  'relationship_conflicts',
  'conflict_perspectives',
] as const;

/** The member's space memberships, past ones too. */
export async function spaceMembershipsOf(db: Executor, userId: string) {
  const rows = await db
    .select({
      spaceId: spaceMembers.spaceId,
      kind: spaces.kind,
      role: spaceMembers.role,
      joinedAt: spaceMembers.joinedAt,
      leftAt: spaceMembers.leftAt,
    })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
    .where(eq(spaceMembers.userId, userId))
    .orderBy(asc(spaceMembers.joinedAt));
  return rows.map(({ spaceId, joinedAt, leftAt, ...row }) => ({
    space_id: spaceId,
    ...row,
    joined_at: joinedAt.toISOString(),
    left_at: leftAt?.toISOString() ?? null,
  }));
}

/** Invitations the member sent, or that were sent to their address. */
export async function invitationsFor(db: Executor, userId: string, email: string) {
  const rows = await db
    .select({
      inviterId: partnerInvitations.inviterId,
      email: partnerInvitations.email,
      relationshipType: partnerInvitations.relationshipType,
      status: partnerInvitations.status,
      expiresAt: partnerInvitations.expiresAt,
      createdAt: partnerInvitations.createdAt,
    })
    .from(partnerInvitations)
    .where(or(eq(partnerInvitations.inviterId, userId), eq(partnerInvitations.email, email)))
    .orderBy(asc(partnerInvitations.createdAt));
  return rows.map((row) => ({
    direction: row.inviterId === userId ? 'sent' : 'received',
    email: row.email,
    relationship_type: row.relationshipType,
    status: row.status,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  }));
}

/** Shared events the member added (in the space they share now: ended spaces keep none). */
export async function eventsBy(db: Executor, userId: string) {
  const rows = await db
    .select({
      title: sharedEvents.title,
      description: sharedEvents.description,
      date: sharedEvents.eventDate,
      time: sharedEvents.eventTime,
      location: sharedEvents.location,
      category: sharedEvents.category,
      status: sharedEvents.status,
      createdAt: sharedEvents.createdAt,
    })
    .from(sharedEvents)
    .where(eq(sharedEvents.createdBy, userId))
    .orderBy(asc(sharedEvents.createdAt));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}

export async function ideasBy(db: Executor, userId: string) {
  const rows = await db
    .select({
      title: relationshipIdeas.title,
      description: relationshipIdeas.description,
      category: relationshipIdeas.category,
      effortLevel: relationshipIdeas.effortLevel,
      budgetRand: relationshipIdeas.budgetRand,
      isSeasonal: relationshipIdeas.isSeasonal,
      tags: relationshipIdeas.tags,
      createdAt: relationshipIdeas.createdAt,
    })
    .from(relationshipIdeas)
    .where(eq(relationshipIdeas.createdBy, userId))
    .orderBy(asc(relationshipIdeas.createdAt));
  return rows.map((row) => ({
    title: row.title,
    description: row.description,
    category: row.category,
    effort_level: row.effortLevel,
    budget_rand: row.budgetRand,
    is_seasonal: row.isSeasonal,
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Conflicts the member started, and every perspective they wrote (sealed: the service opens). */
export async function conflictsBy(db: Executor, userId: string) {
  return db
    .select({
      id: relationshipConflicts.id,
      sealedIssueSummary: relationshipConflicts.sealedIssueSummary,
      status: relationshipConflicts.status,
      createdAt: relationshipConflicts.createdAt,
    })
    .from(relationshipConflicts)
    .where(eq(relationshipConflicts.createdBy, userId))
    .orderBy(asc(relationshipConflicts.createdAt));
}

export async function perspectivesBy(db: Executor, userId: string) {
  return db
    .select({
      id: conflictPerspectives.id,
      conflictId: conflictPerspectives.conflictId,
      sealedText: conflictPerspectives.sealedText,
      writtenAt: conflictPerspectives.writtenAt,
    })
    .from(conflictPerspectives)
    .where(eq(conflictPerspectives.userId, userId))
    .orderBy(asc(conflictPerspectives.writtenAt));
}

/**
 * What remains of the member once their link has ended: invitations they sent or received, their
 * memberships (history); spaces they created stay unsigned for the records of the other.
 */
export async function forgetMemberRows(tx: Transaction, userId: string, email: string) {
  await tx
    .delete(partnerInvitations)
    .where(or(eq(partnerInvitations.inviterId, userId), eq(partnerInvitations.email, email)));
  await tx.delete(spaceMembers).where(eq(spaceMembers.userId, userId));
  await tx.update(spaces).set({ createdBy: null }).where(eq(spaces.createdBy, userId));
}
