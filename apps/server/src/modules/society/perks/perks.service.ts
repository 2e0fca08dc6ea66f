import { randomBytes } from 'node:crypto';
import {
  howToUse,
  type Perk,
  type PerkTier,
  redemptionPeriod,
  SOCIETY_ERRORS,
} from '@aurum/shared/society/society-contract';
import { localDateOf } from '@aurum/shared/time/member-time';
import { asMember, asMemberRead, type MemberScope } from '../../../db/as-member';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError, notFound } from '../../../platform/errors';
import { lockAccount } from '../../auth/accounts.api';
import { tierRules, tierStanding } from '../../membership/tier-policy.service';
import type { ServiceRequestService } from '../../requests/requests.service';
import { findMember } from '../members.repo';
import { type PerkGate, unavailableReason } from './perk-availability';
import * as repo from './perks.repo';

export const perkNotFound = () => notFound(SOCIETY_ERRORS.perkNotFound);

/** A redemption code: AUR- and eight characters nobody confuses (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function redemptionCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  return `AUR-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

const toPerk = (
  perk: repo.PerkRecord,
  redemption: repo.RedemptionRecord | null,
  reason: string | null,
): Perk => ({
  id: perk.id,
  title: perk.title,
  description: perk.description,
  category: perk.category,
  tier: perk.tier,
  value: perk.value,
  fulfilment: perk.fulfilment,
  expires_at: perk.expiresAt,
  stock_remaining: perk.stockRemaining,
  is_available: !redemption && reason === null,
  unavailable_reason: redemption ? null : reason,
  is_redeemed: Boolean(redemption),
  redemption: redemption && {
    redeemed_at: redemption.redeemedAt.toISOString(),
    code: redemption.code,
    request_id: redemption.requestId,
    how_to_use: howToUse(perk.fulfilment, redemption.code),
  },
});

/**
 * Society perks for members (spec 02 sections 3, 4, 6; issue 30, ADR 069): the catalogue with
 * each perk's availability for the member through the one tier policy, and redemption once per
 * period, with a limited stock that never goes below zero.
 */
export class PerksService {
  constructor(
    private deps: {
      db: Database;
      clock: Clock;
      requests: Pick<ServiceRequestService, 'fileWithin' | 'filed'>;
    },
  ) {}

  private async gateFor(db: Executor, userId: string, now: Date): Promise<PerkGate> {
    const standing = await tierStanding(db, userId, now);
    const member = await findMember(db, userId);
    return {
      allows: (tier: PerkTier) => tierRules.perk(standing, tier),
      readOnly: standing.readOnly,
      dateOfBirth: member?.dateOfBirth ?? null,
      today: localDateOf(now),
      now,
    };
  }

  async list(userId: string): Promise<Perk[]> {
    const now = this.deps.clock.now();
    const today = localDateOf(now);
    return asMemberRead(this.deps.db, userId, async (scope) => {
      const gate = await this.gateFor(scope.db, userId, now);
      const rows = await repo.listMemberPerks(scope, today, {
        month: redemptionPeriod('monthly', now),
        year: redemptionPeriod('birthday', now),
      });
      return rows.map(({ perk, redemption }) =>
        toPerk(perk, redemption, unavailableReason(perk, gate)),
      );
    });
  }

  /**
   * Redeems a perk for the member. The member's account row is locked first, so one member's
   * parallel redemptions run one after another and the second finds the first; the stock is
   * taken with one conditional update; the unique key (perk, member, period) is the last word.
   * Everything the member sends is the perk's id: the tier, the birthday and the stock are read
   * here.
   */
  async redeem(userId: string, perkId: string): Promise<Perk> {
    const now = this.deps.clock.now();
    const result = await asMember(this.deps.db, userId, async (scope) => {
      await lockAccount(scope.tx, userId);
      const perk = await repo.findLivePerk(scope.tx, perkId);
      if (!perk) throw perkNotFound();
      const period = redemptionPeriod(perk.category, now);
      if (await repo.findRedemption(scope, perk.id, period)) {
        throw new AppError('PERK_ALREADY_REDEEMED', SOCIETY_ERRORS.alreadyRedeemed, 409);
      }
      const reason = unavailableReason(perk, await this.gateFor(scope.tx, userId, now));
      if (reason !== null) {
        const soldOut = perk.stockRemaining === 0;
        throw new AppError(
          soldOut ? 'PERK_OUT_OF_STOCK' : 'PERK_NOT_AVAILABLE',
          soldOut ? SOCIETY_ERRORS.outOfStock : reason,
          soldOut ? 409 : 403,
        );
      }
      if (perk.stockRemaining !== null && !(await repo.takeOneFromStock(scope.tx, perk.id))) {
        throw new AppError('PERK_OUT_OF_STOCK', SOCIETY_ERRORS.outOfStock, 409);
      }
      const code = perk.fulfilment === 'code' ? redemptionCode() : null;
      const redemption = await repo.insertRedemption(
        scope,
        { perkId: perk.id, period, code, requestId: null },
        now,
      );
      if (!redemption) {
        throw new AppError('PERK_ALREADY_REDEEMED', SOCIETY_ERRORS.alreadyRedeemed, 409);
      }
      if (perk.fulfilment === 'concierge') {
        redemption.requestId = await this.fileFollowUp(scope, perk, period);
      }
      const left =
        perk.stockRemaining === null ? null : { ...perk, stockRemaining: perk.stockRemaining - 1 };
      return {
        perk: toPerk(left ?? perk, redemption, null),
        filed: perk.fulfilment === 'concierge',
      };
    });
    if (result.filed) this.deps.requests.filed(userId);
    return result.perk;
  }

  /**
   * The concierge follows a concierge perk up through a request filed for the member (the one
   * filing workflow: the monthly allowance, the staff e-mail, the member's request list).
   */
  private async fileFollowUp(scope: MemberScope, perk: repo.PerkRecord, period: string) {
    const filed = await this.deps.requests.fileWithin(
      scope.tx,
      scope.userId,
      {
        serviceType: 'other',
        description: `Society perk: ${perk.title}`,
        specialRequests: `The member redeemed the Society perk "${perk.title}" (${perk.value}). Please contact them to arrange it.`,
        preferredDate: null,
        preferredTimeSet: false,
        location: null,
      },
      { by: 'system' },
    );
    await repo.setRedemptionRequest(scope, perk.id, period, filed.requestId);
    return filed.requestId;
  }
}
