import type { AdminMembershipPlan, PlanUpdate } from '@aurum/shared/membership/plans';
import { PLAN_FEATURES_MAX } from '@aurum/shared/membership/plan-rules';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { isApiError } from '../../../lib/api-error';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { formatMoney } from '@aurum/shared/format/money';
import { useAdminPlans, useUpdatePlan } from '../api/manage-membership';

const randOf = (cents: number) => String(cents / 100);
const centsOf = (rand: string) => Math.round(Number(rand.replace(/[\s,]/g, '')) * 100);

function PlanForm({ plan, onDone }: { plan: AdminMembershipPlan; onDone: () => void }) {
  const update = useUpdatePlan();
  const [name, setName] = useState(plan.name);
  const [monthly, setMonthly] = useState(randOf(plan.monthly_price_cents));
  const [yearly, setYearly] = useState(randOf(plan.yearly_price_cents));
  const [unlimited, setUnlimited] = useState(plan.monthly_request_limit === null);
  const [limit, setLimit] = useState(String(plan.monthly_request_limit ?? 10));
  const [popular, setPopular] = useState(plan.most_popular);
  const [active, setActive] = useState(plan.is_active);
  const [features, setFeatures] = useState(plan.features.join('\n'));
  const { errors, refuse } = useFieldErrors({
    name,
    monthly_price_cents: monthly,
    yearly_price_cents: yearly,
    monthly_request_limit: unlimited ? null : limit,
    features,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const patch: PlanUpdate = {
      name,
      monthly_price_cents: centsOf(monthly),
      yearly_price_cents: centsOf(yearly),
      monthly_request_limit: unlimited ? null : Number(limit),
      most_popular: popular,
      is_active: active,
      features: features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    };
    try {
      await update.mutateAsync({ id: plan.id, patch });
      toast.success('Plan saved', { description: `${name} is updated for new payments.` });
      onDone();
    } catch (error) {
      showSubmitFailure(error, { refuse });
      toast.error('Plan not saved', {
        description: isApiError(error) ? error.message : 'Please try again.',
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
      <FormField
        label="Name"
        required
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Monthly price (R)"
          inputMode="decimal"
          required
          value={monthly}
          error={errors.monthly_price_cents}
          onChange={(event) => setMonthly(event.target.value)}
        />
        <FormField
          label="Yearly price (R)"
          inputMode="decimal"
          required
          value={yearly}
          error={errors.yearly_price_cents}
          onChange={(event) => setYearly(event.target.value)}
        />
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <FormField
          label="Requests a month"
          inputMode="numeric"
          disabled={unlimited}
          value={unlimited ? '' : limit}
          error={errors.monthly_request_limit}
          onChange={(event) => setLimit(event.target.value)}
        />
        <Checkbox
          label="Unlimited"
          checked={unlimited}
          onChange={(event) => setUnlimited(event.target.checked)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Checkbox
          label="Most Popular"
          checked={popular}
          onChange={(event) => setPopular(event.target.checked)}
        />
        <Checkbox
          label="On sale"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`features-${plan.id}`}>
          Features (one a line, at most {PLAN_FEATURES_MAX})
        </Label>
        <Textarea
          id={`features-${plan.id}`}
          rows={4}
          value={features}
          onChange={(event) => setFeatures(event.target.value)}
        />
        {errors.features && <p className="text-sm text-red-300">{errors.features}</p>}
      </div>
      <DialogFormActions busy={update.isPending} busyLabel="Saving..." submitLabel="Save Plan" />
    </form>
  );
}

/** The plans on sale, as data staff edit; prices apply to payments started afterwards. */
export function MembershipPlans() {
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<AdminMembershipPlan | null>(null);
  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <h2 id="plans-heading" className="font-display text-xl text-gold-300">
        Plans
      </h2>
      {plans.isPending ? (
        <p role="status" className="py-6 text-center text-zinc-400">
          Loading plans...
        </p>
      ) : plans.isError ? (
        <p className="py-6 text-center text-red-300">The plans could not be loaded.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {plans.data.map((plan) => (
            <li
              key={plan.id}
              className="flex flex-col gap-2 rounded-2xl border border-ink-600 bg-ink-800/60 p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-zinc-100">{plan.name}</h3>
                {plan.most_popular && <Badge tone="gold">Most Popular</Badge>}
                {!plan.is_active && <Badge tone="grey">Not on sale</Badge>}
              </div>
              <p className="text-sm text-zinc-300">
                {formatMoney(plan.monthly_price_cents)} a month ·{' '}
                {formatMoney(plan.yearly_price_cents)} a year
              </p>
              <p className="text-sm text-zinc-400">
                {plan.monthly_request_limit === null
                  ? 'Unlimited requests'
                  : `${plan.monthly_request_limit} requests a month`}
              </p>
              <Button
                size="sm"
                variant="outline"
                className="mt-auto self-start"
                aria-label={`Edit ${plan.name}`}
                onClick={() => setEditing(plan)}
              >
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-xl">
          <DialogTitle>Edit Plan</DialogTitle>
          <DialogDescription>
            New prices apply to payments started from now on; paid periods keep what was paid.
          </DialogDescription>
          {editing && <PlanForm plan={editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </section>
  );
}
