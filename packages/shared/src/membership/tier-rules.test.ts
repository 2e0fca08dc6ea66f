import { describe, expect, it } from 'vitest';
import {
  highValueEscalationEnabled,
  humanConciergeAllowed,
  perkAvailableTo,
  societyEventVisibleTo,
  visibleAssistantCount,
} from './tier-rules';

describe('tier rules of spec 02 section 6', () => {
  it.each([
    ['gold', ['gold', 'platinum', 'black'], ['trial']],
    ['platinum', ['platinum', 'black'], ['trial', 'gold']],
    ['black', ['black'], ['trial', 'gold', 'platinum']],
    ['trial', ['trial', 'gold', 'platinum', 'black'], []],
  ])('a %s perk is for %j and not for %j', (perk, yes, no) => {
    for (const tier of yes) expect(perkAvailableTo(perk, tier)).toBe(true);
    for (const tier of no) expect(perkAvailableTo(perk, tier)).toBe(false);
  });

  it.each([
    ['trial', []],
    ['gold', ['gold']],
    ['platinum', ['gold', 'platinum']],
    ['black', ['gold', 'platinum', 'black']],
  ])('a %s member sees society events of %j', (tier, visible) => {
    const seen = ['gold', 'platinum', 'black'].filter((r) => societyEventVisibleTo(r, tier));
    expect(seen).toEqual(visible);
  });

  it('keeps the human concierge for gold, platinum and black', () => {
    expect(['trial', 'gold', 'platinum', 'black'].map(humanConciergeAllowed)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('shows black all three assistants, platinum two, everyone else one', () => {
    expect(['trial', 'gold', 'platinum', 'black'].map(visibleAssistantCount)).toEqual([1, 1, 2, 3]);
  });

  it('enables the high-value escalation rule for black only', () => {
    expect(['gold', 'platinum', 'black'].map(highValueEscalationEnabled)).toEqual([
      false,
      false,
      true,
    ]);
  });
});
