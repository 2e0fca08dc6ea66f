import {
  INVITATION_VALID_DAYS,
  INVITATIONS_PER_DAY,
  type InvitationPreview,
  type PartnerInvite,
  type RelationshipOverview,
  type SentInvitation,
} from '@aurum/shared/relationship/relationship-contract';
import { formatDate } from '@aurum/shared/format/dates';
import { asMemberRead } from '../../../db/as-member';
import { SPACE_NOT_FOUND } from '../../../db/as-space-member';
import type { Database, Transaction } from '../../../db/client';
import { isUniqueViolation } from '../../../db/sql-helpers';
import type { Clock } from '../../../platform/clock';
import { AppError, notFound } from '../../../platform/errors';
import type { MailService } from '../../../platform/mailer/mail-service';
import { publishToSpace } from '../../../platform/realtime/publish';
import { hashToken, newOpaqueToken } from '../../auth/auth.api';
import { lockAccount } from '../../auth/accounts.api';
import type { Notify } from '../../notifications/notifications.api';
import { peopleByIds } from '../space-people.repo';
import { forgetSpaceRows } from '../space-rows.repo';
import { invitationAcceptedEmail, invitationEmail } from './invitation-email';
import * as repo from './partners.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export const PARTNER_ERRORS = {
  notFound: 'This invitation link is not valid. Ask your partner to send a new one.',
  used: 'This invitation has already been used.',
  closed: 'This invitation is no longer open. Ask your partner to send a new one.',
  expired: 'This invitation has expired. Ask your partner to send a new one.',
  own: 'This is your own invitation: send the link to your partner.',
  yourself: 'You cannot invite yourself. Enter your partner’s email address.',
  alreadyPartnered:
    'You already have a primary partner. End that link on the Partners tab before inviting someone else.',
  alreadyPartneredAccept:
    'You already have a primary partner. End that link on the Partners tab before accepting another.',
  inviterPartnered: 'The person who invited you is already linked with a partner.',
  invitationGone: 'Invitation not found',
  tooMany: `You have sent ${INVITATIONS_PER_DAY} invitations in the last 24 hours. Please try again tomorrow.`,
} as const;

const invitationNotFound = () => new AppError('INVITATION_NOT_FOUND', PARTNER_ERRORS.notFound, 404);

const toSent = (record: repo.InvitationRecord): SentInvitation => ({
  id: record.id,
  email: record.email,
  relationship_type: record.relationshipType,
  expires_at: record.expiresAt.toISOString(),
  created_at: record.createdAt.toISOString(),
});

/** Why an invitation cannot be answered now, or null when it is pending and in time. */
function refusal(invitation: repo.InvitationRecord, now: Date): AppError | null {
  if (invitation.status === 'accepted') {
    return new AppError('INVITATION_USED', PARTNER_ERRORS.used, 410);
  }
  if (invitation.status !== 'pending') {
    return new AppError('INVITATION_CLOSED', PARTNER_ERRORS.closed, 410);
  }
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    return new AppError('INVITATION_EXPIRED', PARTNER_ERRORS.expired, 410);
  }
  return null;
}

/**
 * Partners (issue 30, ADR 070): invitations by e-mail with a single-use, expiring link; accepting
 * makes the relationship space of the two; either partner ends it. A member has at most one
 * primary partner: every check-then-write locks the accounts involved in id order, and the
 * partner_links primary key refuses a second link whatever raced.
 */
export class PartnersService {
  constructor(
    private deps: {
      db: Database;
      clock: Clock;
      mail: MailService;
      siteUrl: string;
      notify: Notify;
    },
  ) {}

  async overview(userId: string): Promise<RelationshipOverview> {
    const now = this.deps.clock.now();
    return asMemberRead(this.deps.db, userId, async ({ db }) => {
      const link = await repo.linkOf(db, userId);
      const invitations = (await repo.pendingInvitationsOf(db, userId, now)).map(toSent);
      if (!link) return { space_id: null, partner: null, invitations };
      const people = await peopleByIds(db, [link.partnerId]);
      const partner = people.get(link.partnerId);
      return {
        space_id: link.spaceId,
        partner: {
          id: link.partnerId,
          name: partner?.name ?? 'Partner',
          email: partner?.email ?? '',
          relationship_type: link.relationshipType,
          connected_since: link.since.toISOString(),
          is_primary: true,
          avatar_url: null,
        },
        invitations,
      };
    });
  }

  /** Sends an invitation: the member's account is locked, so it holds against a racing accept. */
  async invite(scope: { userId: string; email: string }, input: PartnerInvite) {
    const { db, clock } = this.deps;
    const now = clock.now();
    if (input.email === scope.email.toLowerCase()) {
      throw new AppError('VALIDATION_ERROR', PARTNER_ERRORS.yourself, 400, {
        errors: { email: PARTNER_ERRORS.yourself },
      });
    }
    const { token, hash } = newOpaqueToken();
    return db.transaction(async (tx) => {
      await lockAccount(tx, scope.userId);
      if (await repo.linkOf(tx, scope.userId)) {
        throw new AppError('ALREADY_PARTNERED', PARTNER_ERRORS.alreadyPartnered, 409);
      }
      const dayAgo = new Date(now.getTime() - DAY_MS);
      if ((await repo.invitationsSentSince(tx, scope.userId, dayAgo)) >= INVITATIONS_PER_DAY) {
        throw new AppError('INVITATIONS_LIMIT', PARTNER_ERRORS.tooMany, 429);
      }
      await repo.withdrawPendingTo(tx, scope.userId, input.email, now);
      const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
      const invitation = await repo.insertInvitation(tx, {
        inviterId: scope.userId,
        email: input.email,
        relationshipType: input.relationship_type,
        tokenHash: hash,
        expiresAt,
        now,
      });
      const inviter = (await peopleByIds(tx, [scope.userId])).get(scope.userId);
      const mail = invitationEmail({
        inviter: inviter?.name ?? 'Your partner',
        link: `${this.deps.siteUrl}/relationship?invitation=${token}`,
        until: formatDate(expiresAt),
      });
      await this.deps.mail.queue(tx, { kind: 'relationship.invitation', to: input.email, ...mail });
      return toSent(invitation);
    });
  }

  /** The inviter withdraws a pending invitation of theirs. */
  async withdraw(userId: string, id: string) {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const invitation = await repo.lockOwnInvitation(tx, userId, id);
      if (!invitation || invitation.status !== 'pending') {
        throw notFound(PARTNER_ERRORS.invitationGone);
      }
      await repo.answerInvitation(tx, id, { status: 'withdrawn', now });
    });
  }

  /** What the link shows the signed-in person who opened it. */
  async preview(userId: string, token: string): Promise<InvitationPreview> {
    const now = this.deps.clock.now();
    const invitation = await repo.invitationByToken(this.deps.db, hashToken(token));
    if (!invitation) throw invitationNotFound();
    const refused = refusal(invitation, now);
    if (refused) throw refused;
    if (invitation.inviterId === userId)
      throw new AppError('OWN_INVITATION', PARTNER_ERRORS.own, 400);
    const inviter = (await peopleByIds(this.deps.db, [invitation.inviterId])).get(
      invitation.inviterId,
    );
    return {
      inviter_name: inviter?.name ?? 'Your partner',
      email: invitation.email,
      relationship_type: invitation.relationshipType,
      expires_at: invitation.expiresAt.toISOString(),
    };
  }

  /**
   * Accepts: the two accounts are locked in id order, then the invitation, so parallel accepts
   * and invitations of the same members queue; neither may have a primary partner already.
   */
  async accept(userId: string, token: string): Promise<RelationshipOverview> {
    const { db, clock } = this.deps;
    const hash = hashToken(token);
    const seen = await repo.invitationByToken(db, hash);
    if (!seen) throw invitationNotFound();
    if (seen.inviterId === userId) throw new AppError('OWN_INVITATION', PARTNER_ERRORS.own, 400);
    try {
      await db.transaction(async (tx) => {
        for (const id of [seen.inviterId, userId].sort()) await lockAccount(tx, id);
        const invitation = await repo.invitationByToken(tx, hash, true);
        const now = clock.now();
        const refused = invitation ? refusal(invitation, now) : invitationNotFound();
        if (refused) throw refused;
        const linked = await repo.linkedAmong(tx, [seen.inviterId, userId]);
        if (linked.has(userId)) {
          throw new AppError('ALREADY_PARTNERED', PARTNER_ERRORS.alreadyPartneredAccept, 409);
        }
        if (linked.has(seen.inviterId)) {
          throw new AppError('INVITER_PARTNERED', PARTNER_ERRORS.inviterPartnered, 409);
        }
        const spaceId = await repo.createPartnerSpace(tx, {
          inviterId: seen.inviterId,
          partnerId: userId,
          relationshipType: seen.relationshipType,
          now,
        });
        await repo.answerInvitation(tx, seen.id, {
          status: 'accepted',
          now,
          acceptedBy: userId,
          spaceId,
        });
        await repo.withdrawPendingOf(tx, [seen.inviterId, userId], seen.id, now);
        await publishToSpace({ tx, userId, spaceId });
        const people = await peopleByIds(tx, [seen.inviterId, userId]);
        const inviter = people.get(seen.inviterId);
        if (inviter) {
          const mail = invitationAcceptedEmail({
            inviter: inviter.name,
            partner: people.get(userId)?.name ?? 'Your partner',
            link: `${this.deps.siteUrl}/relationship`,
          });
          await this.deps.mail.queue(tx, {
            kind: 'relationship.invitation_accepted',
            to: inviter.email,
            ...mail,
          });
        }
        await this.deps.notify.notify(tx, {
          userId: seen.inviterId,
          kind: 'partner_accepted',
          facts: { name: people.get(userId)?.name || undefined },
          url: '/relationship',
          dedupeKey: seen.id,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('ALREADY_PARTNERED', PARTNER_ERRORS.alreadyPartneredAccept, 409);
      }
      throw error;
    }
    return this.overview(userId);
  }

  async decline(userId: string, token: string) {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const invitation = await repo.invitationByToken(tx, hashToken(token), true);
      if (!invitation) throw invitationNotFound();
      if (invitation.inviterId === userId)
        throw new AppError('OWN_INVITATION', PARTNER_ERRORS.own, 400);
      const refused = refusal(invitation, now);
      if (refused) throw refused;
      await repo.answerInvitation(tx, invitation.id, { status: 'declined', now });
    });
  }

  /**
   * Either partner ends the link: both hear it (published while both are members), both leave
   * the space, and its shared rows are removed, so neither sees the other's items again. The
   * space's row is locked first, so ends of one space queue (ADR 070); work in flight on the space
   * holds its membership rows and finishes first (ADR 039).
   */
  async end(userId: string, spaceId: string) {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const found =
        (await repo.lockSpace(tx, spaceId)) && (await repo.isCurrentMember(tx, spaceId, userId));
      if (!found) throw notFound(SPACE_NOT_FOUND);
      await endSpace(tx, userId, spaceId, now);
    });
  }
}

/**
 * Closes a relationship space, for one of its members, after `repo.lockSpace`: its members hear
 * it, its shared rows go, its members leave and the links end.
 */
export async function endSpace(tx: Transaction, userId: string, spaceId: string, now: Date) {
  await publishToSpace({ tx, userId, spaceId });
  // Members leave first: that waits for work in flight on their membership rows, so the rows it
  // added are there to be removed next.
  await repo.closePartnerSpace(tx, spaceId, now);
  await forgetSpaceRows(tx, spaceId);
}
