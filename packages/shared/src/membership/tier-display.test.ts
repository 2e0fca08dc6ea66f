import { describe, expect, it } from 'vitest';
import { tierColour, tierLabel } from './tier-display';

describe('tier display (spec 01 section 4)', () => {
  it.each([
    ['trial', 'profile', 'Premium Trial'],
    ['trial', 'elsewhere', 'Premium'],
    [null, 'profile', 'Premium Trial'],
    ['', 'elsewhere', 'Premium'],
    ['gold', 'profile', 'Gold Member'],
    ['platinum', 'elsewhere', 'Platinum Member'],
    ['black', 'profile', 'Black Member'],
    ['diamond', 'elsewhere', 'Diamond Member'],
  ] as const)('%s on the %s screen reads %s', (tier, place, label) => {
    expect(tierLabel(tier, place)).toBe(label);
  });

  it.each([
    ['gold', 'yellow'],
    ['platinum', 'grey'],
    ['black', 'purple'],
    ['trial', 'blue'],
    ['diamond', 'blue'],
    [undefined, 'blue'],
  ] as const)('%s has a %s badge', (tier, colour) => {
    expect(tierColour(tier)).toBe(colour);
  });
});
