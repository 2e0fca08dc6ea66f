/** Membership tiers (spec 01 section 1); trial is the default. */
export const MEMBERSHIP_TIERS = ['trial', 'gold', 'platinum', 'black'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
export const DEFAULT_TIER: MembershipTier = 'trial';

/**
 * Spec 01 section 4: trial shows as "Premium Trial" on the profile and "Premium" elsewhere; other
 * tiers as the capitalised tier followed by "Member".
 */
export function tierLabel(tier: string | null | undefined, place: 'profile' | 'elsewhere'): string {
  const value = tier?.trim() || DEFAULT_TIER;
  if (value === 'trial') return place === 'profile' ? 'Premium Trial' : 'Premium';
  return `${value.charAt(0).toUpperCase()}${value.slice(1)} Member`;
}

export type TierColour = 'yellow' | 'grey' | 'purple' | 'blue';

/** Badge colours: gold yellow, platinum grey, black purple, anything else blue. */
export function tierColour(tier: string | null | undefined): TierColour {
  switch (tier) {
    case 'gold':
      return 'yellow';
    case 'platinum':
      return 'grey';
    case 'black':
      return 'purple';
    default:
      return 'blue';
  }
}
