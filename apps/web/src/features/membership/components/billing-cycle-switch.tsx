import { MEMBERSHIP_TEXTS } from '@aurum/shared/membership/membership-texts';
import { BILLING_CYCLES, type BillingCycle } from '@aurum/shared/membership/plans';
import { cn } from '../../../lib/cn';

const LABELS: Record<BillingCycle, string> = {
  monthly: MEMBERSHIP_TEXTS.monthly,
  yearly: MEMBERSHIP_TEXTS.yearly,
};

/** The Monthly/Yearly switch (spec 02 section 2): two radio buttons drawn as one control. */
export function BillingCycleSwitch({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-gold-500/30 bg-ink-900/70 p-1">
      <legend className="sr-only">Billing</legend>
      {BILLING_CYCLES.map((cycle) => (
        <label
          key={cycle}
          className={cn(
            'relative cursor-pointer rounded-full px-5 py-2 text-sm font-semibold transition-colors',
            'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-300',
            value === cycle ? 'bg-gold-500 text-ink-950' : 'text-zinc-300 hover:text-gold-300',
          )}
        >
          <input
            type="radio"
            name="billing-cycle"
            value={cycle}
            checked={value === cycle}
            onChange={() => onChange(cycle)}
            className="sr-only"
          />
          {LABELS[cycle]}
        </label>
      ))}
    </fieldset>
  );
}
