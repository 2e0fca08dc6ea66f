import { tierLabel } from '@aurum/shared/membership/tier-display';
import { SOCIETY_LABELS, type SocietyBenefits } from '@aurum/shared/society/society-rules';
import { Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useBenefits } from '../api/get-society';

const list = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

function societyLines(benefits: SocietyBenefits) {
  const paidTiers = benefits.perk_tiers
    .filter((tier) => tier !== 'trial')
    .map((tier) => SOCIETY_LABELS.tier[tier]);
  const eventTiers = benefits.event_tiers.map((tier) => SOCIETY_LABELS.tier[tier]);
  return [
    `${paidTiers.length ? `All-member and ${list(paidTiers)} perks` : 'All-member perks'}, with discounts of up to ${benefits.perk_discount_max_percent}%`,
    eventTiers.length
      ? `${list(eventTiers)} Society events`
      : 'Society events open once you choose a plan',
    benefits.monthly_request_limit === null
      ? 'Unlimited concierge requests'
      : `${benefits.monthly_request_limit} concierge requests a month`,
  ];
}

/** Benefits: what the member's tier includes, from the plans data, and the plans above it. */
export function BenefitsTab() {
  const benefits = useBenefits();
  if (benefits.isError) {
    return (
      <TabLoadError
        message="Your benefits could not be loaded. Check your connection."
        onRetry={() => void benefits.refetch()}
      />
    );
  }
  const data = benefits.data;
  if (!data) return <TabSkeleton />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="p-5 sm:p-6">
        <section aria-labelledby="benefits-yours">
          <h2 id="benefits-yours" className="font-display text-xl font-semibold text-gold-300">
            Your {tierLabel(data.membership_tier, 'elsewhere')} benefits
          </h2>
          {data.plan_name && <p className="mt-1 text-sm text-zinc-400">{data.plan_name}</p>}
          <ul className="mt-4 space-y-2 text-sm text-zinc-200">
            {[...data.features, ...societyLines(data)].map((line) => (
              <li key={line} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                {line}
              </li>
            ))}
          </ul>
        </section>
      </Card>
      {data.upgrades.length > 0 && (
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="benefits-more">
            <h2 id="benefits-more" className="font-display text-xl font-semibold text-gold-300">
              More with a higher tier
            </h2>
            <ul className="mt-4 space-y-4 text-sm text-zinc-200">
              {data.upgrades.map((plan) => (
                <li key={plan.tier}>
                  <p className="flex items-center gap-2 font-semibold text-zinc-50">
                    <Sparkles aria-hidden="true" className="size-4 text-gold-400" />
                    {plan.name}
                  </p>
                  <ul className="mt-1 ml-6 list-disc space-y-1 text-zinc-300">
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <Button asChild variant="outline" className="mt-5">
              <Link to="/membership">View membership plans</Link>
            </Button>
          </section>
        </Card>
      )}
    </div>
  );
}
