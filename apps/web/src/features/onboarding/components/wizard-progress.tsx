import { ONBOARDING_STEPS } from '@aurum/shared/onboarding/onboarding-options';
import type { Ref } from 'react';
import { Progress } from '../../../components/ui/progress';

/** "Step n of 4", the progress bar and the step's title (a focus target when the step changes). */
export function WizardProgress({
  step,
  headingRef,
}: {
  step: number;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const total = ONBOARDING_STEPS.length;
  const title = ONBOARDING_STEPS[step];
  const stepText = `Step ${step + 1} of ${total}`;
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-medium text-gold-300">{stepText}</p>
        <p className="text-zinc-400">{Math.round(((step + 1) / total) * 100)}% complete</p>
      </div>
      <Progress
        value={step + 1}
        max={total}
        label="Onboarding progress"
        valueText={`${stepText}: ${title}`}
      />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="pt-3 font-display text-2xl font-semibold text-zinc-50 focus-visible:outline-none sm:text-3xl"
      >
        {title}
      </h2>
    </div>
  );
}
