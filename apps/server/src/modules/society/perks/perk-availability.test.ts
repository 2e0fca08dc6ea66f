import { PERK_UNAVAILABLE, type PerkTier } from '@aurum/shared/society/society-contract';
import { perkAvailableTo } from '@aurum/shared/membership/tier-rules';
import { describe, expect, it } from 'vitest';
import { type PerkGate, unavailableReason } from './perk-availability';
import type { PerkRecord } from './perks.repo';

const NOW = new Date('2026-07-10T08:00:00Z');

const perk = (overrides: Partial<PerkRecord> = {}): PerkRecord => ({
  id: 'p',
  title: 'Perk',
  description: '',
  category: 'discounts',
  tier: 'gold',
  value: '10% off',
  fulfilment: 'code',
  expiresAt: null,
  stockRemaining: null,
  retiredAt: null,
  updatedAt: NOW,
  ...overrides,
});

const gate = (tier: string, overrides: Partial<PerkGate> = {}): PerkGate => ({
  allows: (perkTier: PerkTier) => perkAvailableTo(perkTier, tier),
  readOnly: false,
  dateOfBirth: null,
  today: '2026-07-10',
  now: NOW,
  ...overrides,
});

describe('unavailableReason (spec 02 section 6)', () => {
  it.each([
    ['trial', ['trial']],
    ['gold', ['trial', 'gold']],
    ['platinum', ['trial', 'gold', 'platinum']],
    ['black', ['trial', 'gold', 'platinum', 'black']],
  ])('opens to a %s member the perks of %j', (member, open) => {
    const opened = (['trial', 'gold', 'platinum', 'black'] as const).filter(
      (tier) => unavailableReason(perk({ tier }), gate(member)) === null,
    );
    expect(opened).toEqual(open);
  });

  it('keeps the birthday perk to platinum and black, in the birthday month, with a birthday', () => {
    const spa = perk({ category: 'birthday', tier: 'trial' });
    expect(unavailableReason(spa, gate('gold', { dateOfBirth: '1990-07-01' }))).toBe(
      PERK_UNAVAILABLE.birthdayTier,
    );
    expect(unavailableReason(spa, gate('platinum'))).toBe(PERK_UNAVAILABLE.noBirthday);
    expect(unavailableReason(spa, gate('platinum', { dateOfBirth: '1990-12-25' }))).toBe(
      PERK_UNAVAILABLE.notBirthdayMonth('December'),
    );
    expect(unavailableReason(spa, gate('black', { dateOfBirth: '1990-07-31' }))).toBeNull();
    // A black birthday perk stays black-only.
    const blackSpa = perk({ category: 'birthday', tier: 'black' });
    expect(unavailableReason(blackSpa, gate('platinum', { dateOfBirth: '1990-07-31' }))).toBe(
      PERK_UNAVAILABLE.birthdayTier,
    );
  });

  it('reads the birthday month in Johannesburg: 31 July 23:30 UTC is already August', () => {
    const spa = perk({ category: 'birthday', tier: 'platinum' });
    const lateJuly = new Date('2026-07-31T23:30:00Z');
    expect(
      unavailableReason(spa, gate('platinum', { dateOfBirth: '1985-08-20', now: lateJuly })),
    ).toBeNull();
  });

  it('says when a perk is sold out, expired, or the member must choose a plan', () => {
    expect(unavailableReason(perk({ stockRemaining: 0 }), gate('black'))).toBe(
      PERK_UNAVAILABLE.outOfStock,
    );
    expect(unavailableReason(perk({ expiresAt: '2026-07-09' }), gate('black'))).toBe(
      PERK_UNAVAILABLE.expired,
    );
    expect(unavailableReason(perk({ expiresAt: '2026-07-10' }), gate('black'))).toBeNull();
    expect(unavailableReason(perk({ tier: 'trial' }), gate('gold', { readOnly: true }))).toBe(
      PERK_UNAVAILABLE.readOnly,
    );
  });
});
