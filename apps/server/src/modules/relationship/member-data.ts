import type { Executor, Transaction } from '../../db/client';
import { openMemberText } from '../../platform/crypto/member-text';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import * as data from './member-data.repo';
import { linkOf, lockSpace } from './partners/partners.repo';
import { endSpace } from './partners/partners.service';
import { peopleByIds } from './space-people.repo';

/**
 * The relationship space's part of the member's data rights (ADR 055, 070). Export: the link,
 * invitations, memberships, and what the member wrote in the space (perspectives opened).
 * Deletion: the link ends exactly as when a partner ends it (the other partner is told live and
 * keeps nothing of the space), then the member's invitations and memberships go.
 */
export async function exportRelationship(db: Executor, box: SealedBox, userId: string) {
  const me = (await peopleByIds(db, [userId])).get(userId);
  const link = await linkOf(db, userId);
  const partner = link ? (await peopleByIds(db, [link.partnerId])).get(link.partnerId) : null;
  const conflicts = await data.conflictsBy(db, userId);
  const perspectives = await data.perspectivesBy(db, userId);
  return {
    partner: link
      ? {
          name: partner?.name ?? null,
          email: partner?.email ?? null,
          relationship_type: link.relationshipType,
          connected_since: link.since.toISOString(),
          is_primary: true,
        }
      : null,
    invitations: await data.invitationsFor(db, userId, me?.email ?? ''),
    space_memberships: await data.spaceMembershipsOf(db, userId),
    shared_events: await data.eventsBy(db, userId),
    ideas: await data.ideasBy(db, userId),
    conflicts_started: conflicts.map((row) => ({
      issue_summary: openMemberText(
        box,
        { table: 'relationship_conflicts', rowId: row.id, column: 'issue_summary' },
        row.sealedIssueSummary,
      ),
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
    perspectives: perspectives.map((row) => ({
      conflict_id: row.conflictId,
      perspective: openMemberText(
        box,
        { table: 'conflict_perspectives', rowId: row.id },
        row.sealedText,
      ),
      written_at: row.writtenAt.toISOString(),
    })),
  };
}

export async function forgetRelationship(tx: Transaction, userId: string, now: Date) {
  const me = (await peopleByIds(tx, [userId])).get(userId);
  const link = await linkOf(tx, userId);
  if (link) {
    await lockSpace(tx, link.spaceId);
    await endSpace(tx, userId, link.spaceId, now);
  }
  await data.forgetMemberRows(tx, userId, me?.email ?? '');
}

/** The export as data rights reach it (the service holds the key that opens the sealed texts). */
export class RelationshipMemberData {
  constructor(
    private db: Executor,
    private box: SealedBox,
  ) {}

  exportFor(userId: string) {
    return exportRelationship(this.db, this.box, userId);
  }
}
