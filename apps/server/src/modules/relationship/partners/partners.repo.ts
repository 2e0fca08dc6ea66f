import type { RelationshipType } from '@aurum/shared/relationship/relationship-contract';
import { and, asc, count, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { partnerInvitations, partnerLinks } from '../../../db/schema/relationship';
import { spaceMembers, spaces } from '../../../db/schema/spaces';

/** The relationship space's kind in `spaces` (ADR 039). */
export const RELATIONSHIP_SPACE = 'relationship';

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

export interface InvitationRecord {
  id: string;
  inviterId: string;
  email: string;
  relationshipType: RelationshipType;
  status: InvitationStatus;
  expiresAt: Date;
  createdAt: Date;
}

const invitationColumns = {
  id: partnerInvitations.id,
  inviterId: partnerInvitations.inviterId,
  email: partnerInvitations.email,
  relationshipType: partnerInvitations.relationshipType,
  status: partnerInvitations.status,
  expiresAt: partnerInvitations.expiresAt,
  createdAt: partnerInvitations.createdAt,
};

const toInvitation = (row: { relationshipType: string; status: string } & object) =>
  row as unknown as InvitationRecord;

export async function insertInvitation(
  tx: Executor,
  values: {
    inviterId: string;
    email: string;
    relationshipType: RelationshipType;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
) {
  const { now, ...fields } = values;
  const [row] = await tx
    .insert(partnerInvitations)
    .values({ ...fields, createdAt: now })
    .returning(invitationColumns);
  return toInvitation(row!);
}

/** How many invitations the member sent since `since` (the daily limit). */
export async function invitationsSentSince(tx: Executor, inviterId: string, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(partnerInvitations)
    .where(
      and(eq(partnerInvitations.inviterId, inviterId), gt(partnerInvitations.createdAt, since)),
    );
  return row?.n ?? 0;
}

/** An inviter's earlier pending invitations to this address are withdrawn by a new one. */
export async function withdrawPendingTo(tx: Executor, inviterId: string, email: string, now: Date) {
  await tx
    .update(partnerInvitations)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(
      and(
        eq(partnerInvitations.inviterId, inviterId),
        eq(partnerInvitations.email, email),
        eq(partnerInvitations.status, 'pending'),
      ),
    );
}

/** Every pending invitation these members sent, but one (a link was made: they are spent). */
export async function withdrawPendingOf(
  tx: Executor,
  inviterIds: string[],
  exceptId: string,
  now: Date,
) {
  await tx
    .update(partnerInvitations)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(
      and(
        inArray(partnerInvitations.inviterId, inviterIds),
        eq(partnerInvitations.status, 'pending'),
        ne(partnerInvitations.id, exceptId),
      ),
    );
}

/** The invitation a link's token names (by its hash), locked when `lock`. */
export async function invitationByToken(tx: Executor, tokenHash: string, lock = false) {
  const query = tx
    .select(invitationColumns)
    .from(partnerInvitations)
    .where(eq(partnerInvitations.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toInvitation(row) : null;
}

/** The inviter's own pending invitation by id, locked; null when none of theirs. */
export async function lockOwnInvitation(tx: Executor, inviterId: string, id: string) {
  const [row] = await tx
    .select(invitationColumns)
    .from(partnerInvitations)
    .where(and(eq(partnerInvitations.id, id), eq(partnerInvitations.inviterId, inviterId)))
    .for('update');
  return row ? toInvitation(row) : null;
}

export async function answerInvitation(
  tx: Executor,
  id: string,
  answer: { status: InvitationStatus; now: Date; acceptedBy?: string; spaceId?: string },
) {
  await tx
    .update(partnerInvitations)
    .set({
      status: answer.status,
      answeredAt: answer.now,
      acceptedBy: answer.acceptedBy ?? null,
      spaceId: answer.spaceId ?? null,
    })
    .where(eq(partnerInvitations.id, id));
}

/** The member's pending invitations that still work, oldest first. */
export async function pendingInvitationsOf(db: Executor, inviterId: string, now: Date) {
  const rows = await db
    .select(invitationColumns)
    .from(partnerInvitations)
    .where(
      and(
        eq(partnerInvitations.inviterId, inviterId),
        eq(partnerInvitations.status, 'pending'),
        gt(partnerInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(partnerInvitations.createdAt), asc(partnerInvitations.id));
  return rows.map(toInvitation);
}

export interface LinkRecord {
  userId: string;
  partnerId: string;
  spaceId: string;
  relationshipType: RelationshipType;
  since: Date;
}

const linkColumns = {
  userId: partnerLinks.userId,
  partnerId: partnerLinks.partnerId,
  spaceId: partnerLinks.spaceId,
  relationshipType: partnerLinks.relationshipType,
  since: partnerLinks.since,
};

/** The member's primary partner link, if any. */
export async function linkOf(db: Executor, userId: string): Promise<LinkRecord | null> {
  const [row] = await db
    .select(linkColumns)
    .from(partnerLinks)
    .where(eq(partnerLinks.userId, userId));
  return row ? (row as LinkRecord) : null;
}

/** Whether any of these members has a primary partner now. */
export async function linkedAmong(db: Executor, userIds: string[]) {
  const rows = await db
    .select({ userId: partnerLinks.userId })
    .from(partnerLinks)
    .where(inArray(partnerLinks.userId, userIds));
  return new Set(rows.map((row) => row.userId));
}

/**
 * A relationship space of the two: the space, both memberships and both partner links. The
 * links' primary key refuses a second partner for either (a unique violation) whatever raced.
 */
export async function createPartnerSpace(
  tx: Transaction,
  couple: { inviterId: string; partnerId: string; relationshipType: RelationshipType; now: Date },
) {
  const { inviterId, partnerId, relationshipType, now } = couple;
  const [space] = await tx
    .insert(spaces)
    .values({ kind: RELATIONSHIP_SPACE, createdBy: inviterId, createdAt: now })
    .returning({ id: spaces.id });
  const spaceId = space!.id;
  await tx.insert(spaceMembers).values([
    { spaceId, userId: inviterId, role: 'partner', joinedAt: now },
    { spaceId, userId: partnerId, role: 'partner', joinedAt: now },
  ]);
  await tx.insert(partnerLinks).values([
    { userId: inviterId, partnerId, spaceId, relationshipType, since: now },
    { userId: partnerId, partnerId: inviterId, spaceId, relationshipType, since: now },
  ]);
  return spaceId;
}

/** Ends the space's link: every current member leaves (history kept) and the links go. */
export async function closePartnerSpace(tx: Executor, spaceId: string, now: Date) {
  await tx
    .update(spaceMembers)
    .set({ leftAt: now })
    .where(and(eq(spaceMembers.spaceId, spaceId), isNull(spaceMembers.leftAt)));
  await tx.delete(partnerLinks).where(eq(partnerLinks.spaceId, spaceId));
}

/** Invitations a member sent or that were sent to their address (their data export). */
export async function invitationsOfMember(db: Executor, userId: string, email: string) {
  return db
    .select(invitationColumns)
    .from(partnerInvitations)
    .where(or(eq(partnerInvitations.inviterId, userId), eq(partnerInvitations.email, email)))
    .orderBy(asc(partnerInvitations.createdAt));
}

/**
 * Locks the relationship space's row for its end: ends (and deletions) of one space queue here,
 * before any membership row is touched, so two partners ending at once never deadlock. FOR NO
 * KEY UPDATE, not FOR UPDATE: work in flight in the space (holding its membership row, ADR 039)
 * may still add a row that references the space, whose foreign key check takes FOR KEY SHARE;
 * FOR UPDATE blocked it while the end waited for that work: a deadlock, answered 500 (ADR 075).
 */
export async function lockSpace(tx: Executor, spaceId: string) {
  const [row] = await tx
    .select({ id: spaces.id })
    .from(spaces)
    .where(and(eq(spaces.id, spaceId), eq(spaces.kind, RELATIONSHIP_SPACE)))
    .for('no key update');
  return row !== undefined;
}

/** Whether the member belongs to the space now (read after lockSpace). */
export async function isCurrentMember(tx: Executor, spaceId: string, userId: string) {
  const [row] = await tx
    .select({ id: spaceMembers.id })
    .from(spaceMembers)
    .where(
      and(
        eq(spaceMembers.spaceId, spaceId),
        eq(spaceMembers.userId, userId),
        isNull(spaceMembers.leftAt),
      ),
    );
  return row !== undefined;
}
