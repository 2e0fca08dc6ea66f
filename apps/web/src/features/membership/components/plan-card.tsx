import { MEMBERSHIP_TEXTS } from '@aurum/shared/membership/membership-texts';
import {
  type BillingCycle,
  type MembershipPlan,
  planAmountCents,
} from '@aurum/shared/membership/plans';
import { Check, Crown, Loader2, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatMoney } from '@aurum/shared/format/money';
import type { PlanButton } from '../utils/plan-button';
import { plural } from '@aurum/shared/format/words';

const requestsLine = (limit: number | null) =>
  limit === null ? 'Unlimited concierge requests' : `${plural(limit, 'concierge request')} a month`;

export interface PlanCardProps {
  plan: MembershipPlan;
  cycle: BillingCycle;
  /** Premium access: prices read FREE. */
  free: boolean;
  button: PlanButton;
  busy: boolean;
  onChoose: () => void;
}

/** One plan (spec 02 section 9): name, price in rand for the cycle, saving, requests, features. */
export function PlanCard({ plan, cycle, free, button, busy, onChoose }: PlanCardProps) {
  const headingId = `plan-${plan.tier}`;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col p-6',
        plan.most_popular &&
          'border-gold-400/70 shadow-[0_0_60px_-25px_rgba(212,175,55,0.8)] lg:-translate-y-2',
      )}
    >
      {plan.most_popular && (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-gold-500 px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-950">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {MEMBERSHIP_TEXTS.mostPopular}
        </span>
      )}
      <div className="flex items-center gap-2 text-gold-400">
        <Crown aria-hidden="true" className="size-5" />
        <span className="text-xs font-semibold tracking-[0.2em] uppercase">{plan.tier}</span>
      </div>
      <h2 id={headingId} className="mt-2 font-display text-2xl font-semibold text-zinc-50">
        {plan.name}
      </h2>
      <p className="mt-4">
        {free ? (
          <span className="font-display text-4xl font-semibold text-gold-300">
            {MEMBERSHIP_TEXTS.free}
          </span>
        ) : (
          <>
            <span className="font-display text-4xl font-semibold text-gold-300">
              {formatMoney(planAmountCents(plan, cycle))}
            </span>
            <span className="ml-1 text-sm text-zinc-400">
              {cycle === 'yearly' ? '/ year' : '/ month'}
            </span>
          </>
        )}
      </p>
      {!free && cycle === 'yearly' && plan.yearly_saving_cents > 0 && (
        <p className="mt-1 text-sm font-semibold text-emerald-300">
          Save {formatMoney(plan.yearly_saving_cents)} a year
        </p>
      )}
      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-zinc-200">
        {[requestsLine(plan.monthly_request_limit), ...plan.features].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={plan.most_popular ? 'primary' : 'outline'}
        disabled={button.disabled || busy}
        onClick={onChoose}
      >
        {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {button.label}
      </Button>
    </Card>
  );
}
