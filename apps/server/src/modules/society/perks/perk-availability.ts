import {
  isBirthdayMonth,
  PERK_UNAVAILABLE,
  type PerkTier,
} from '@aurum/shared/society/society-contract';
import { formatMonthName } from './month-name';
import type { PerkRecord } from './perks.repo';

/** What decides whether a member may redeem a perk now. */
export interface PerkGate {
  /** The tier policy's perk rule for the member (tierRules.perk over their standing). */
  allows: (perkTier: PerkTier) => boolean;
  readOnly: boolean;
  dateOfBirth: string | null;
  today: string;
  now: Date;
}

/**
 * Why a perk cannot be redeemed now, or null when it can (spec 02 section 6): the tier rule, the
 * birthday perk for platinum and black only and in the member's birthday month, the stock, the
 * expiry. A redeemed perk is not "unavailable": the member sees how to use it.
 */
export function unavailableReason(perk: PerkRecord, gate: PerkGate): string | null {
  if (gate.readOnly) return PERK_UNAVAILABLE.readOnly;
  if (perk.category === 'birthday') {
    if (!gate.allows('platinum') || !gate.allows(perk.tier)) return PERK_UNAVAILABLE.birthdayTier;
    if (!gate.dateOfBirth) return PERK_UNAVAILABLE.noBirthday;
    if (!isBirthdayMonth(gate.dateOfBirth, gate.now)) {
      return PERK_UNAVAILABLE.notBirthdayMonth(formatMonthName(gate.dateOfBirth));
    }
  } else if (!gate.allows(perk.tier)) {
    return PERK_UNAVAILABLE.tier(perk.tier);
  }
  if (perk.expiresAt !== null && perk.expiresAt < gate.today) return PERK_UNAVAILABLE.expired;
  if (perk.stockRemaining === 0) return PERK_UNAVAILABLE.outOfStock;
  return null;
}
