import type { MembershipStanding } from '@aurum/shared/membership/membership-texts';
import { MEMBERSHIP_TEXTS } from '@aurum/shared/membership/membership-texts';
import { tierColour, tierLabel } from '@aurum/shared/membership/tier-display';
import { Crown, Gift, Sparkles } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDate } from '@aurum/shared/format/dates';

/** 'Premium Access Granted' and '<Tier> Member' (spec 02 section 2), from the server's standing. */
export function MembershipBadges({ standing }: { standing: MembershipStanding }) {
  const onTrial = standing.membership_tier === 'trial';
  if (!standing.premium_access_granted && onTrial) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {standing.premium_access_granted && (
        <Badge tone="gold">
          <Gift aria-hidden="true" />
          {MEMBERSHIP_TEXTS.premiumAccess}
        </Badge>
      )}
      {!onTrial && (
        <Badge tone={tierColour(standing.membership_tier)}>
          <Crown aria-hidden="true" />
          {tierLabel(standing.membership_tier, 'elsewhere')}
        </Badge>
      )}
    </div>
  );
}

/** One line about where the member stands, or the call to choose a plan after the trial/period. */
function standingLine(standing: MembershipStanding): string | null {
  const until = standing.ends_at ? formatDate(standing.ends_at) : null;
  if (standing.plan_required) return null;
  if (standing.status === 'trial') {
    return until ? `Your free trial ends on ${until}.` : null;
  }
  if (standing.premium_access_granted && !until) return 'Your membership is complimentary.';
  if (!until) return null;
  return standing.renewal_open
    ? `Your membership ends on ${until}. Renew it to keep making requests without a break.`
    : `Your membership is paid until ${until}.`;
}

/** Where the member stands: trial, paid period, or read access only with the way back. */
export function MembershipStandingNotice({ standing }: { standing: MembershipStanding }) {
  if (standing.plan_required) {
    return (
      <Card role="status" className="flex gap-3 border-gold-500/50 bg-gold-500/5 p-5">
        <Crown aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-400" />
        <p className="text-sm text-zinc-100">{standing.plan_required}</p>
      </Card>
    );
  }
  const line = standingLine(standing);
  if (!line) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-zinc-300">
      <Sparkles aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
      {line}
    </p>
  );
}
