import { TOAST_DURATION_MS } from '@aurum/shared/auth/auth-rules';
import { ONBOARDING_TOASTS } from '@aurum/shared/onboarding/onboarding-options';
import {
  onboardingSchema,
  type OnboardingData,
} from '@aurum/shared/onboarding/onboarding-contract';
import { HOME_ROUTE } from '@aurum/shared/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useReturnAddress } from '../../../lib/return-address';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import {
  firstStepWithError,
  LAST_STEP,
  STEP_SECTIONS,
  stepOfPath,
  type OnboardingPath,
} from '../utils/onboarding-form';
import { DiningTravelStep } from './dining-travel-step';
import { LifestyleStep } from './lifestyle-step';
import { MedicalInfoStep } from './medical-info-step';
import { PersonalInfoStep } from './personal-info-step';
import { WizardProgress } from './wizard-progress';

const STEPS = [PersonalInfoStep, MedicalInfoStep, DiningTravelStep, LifestyleStep];
/** Next and Complete Setup take the rest of the row on a phone. */
const FORWARD = 'min-w-0 flex-1 px-4 sm:min-w-36 sm:flex-none sm:px-5';

/** The four onboarding steps of spec 01 section 2 in one form, saved by Complete Setup. */
export function OnboardingWizard({ initialValues }: { initialValues: OnboardingData }) {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  // A deep link the member opened before signing up: they end there, not on the dashboard.
  const returnTo = useReturnAddress();
  const form = useForm({
    resolver: zodResolver(onboardingSchema),
    defaultValues: initialValues,
  });
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Counts moves between steps; after each, focus goes to the first field needing attention,
  // else to the step's title.
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (moves === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? headingRef.current)?.focus();
  }, [moves]);

  const goTo = (next: number) => {
    setStep(next);
    setMoves((count) => count + 1);
  };

  const save = form.handleSubmit(
    async (values) => {
      try {
        await complete.mutateAsync(values);
        toast.success(ONBOARDING_TOASTS.successTitle, {
          description: ONBOARDING_TOASTS.success,
          duration: TOAST_DURATION_MS,
        });
        await navigate(returnTo ?? HOME_ROUTE, { replace: true });
      } catch (error) {
        const paths = showSubmitFailure<OnboardingPath>(error, {
          setError: form.setError,
          type: 'server',
        });
        const steps = paths.map((path) => stepOfPath(path) ?? LAST_STEP);
        if (steps.length > 0) goTo(Math.min(...steps));
        toast.error(ONBOARDING_TOASTS.errorTitle, { description: ONBOARDING_TOASTS.error });
      }
    },
    (errors) => {
      const first = firstStepWithError(errors);
      if (first !== undefined) goTo(first);
    },
  );

  const next = async () => {
    const valid = await form.trigger(STEP_SECTIONS[step] as OnboardingPath[], {
      shouldFocus: true,
    });
    if (valid) goTo(step + 1);
  };

  // Enter in a field moves on like Next; on the last step it saves. Chip inputs keep Enter.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      event.preventDefault();
      void next();
    } else {
      void save(event);
    }
  };

  const saving = form.formState.isSubmitting || complete.isPending;
  const StepFields = STEPS[step] ?? PersonalInfoStep;

  return (
    <Card className="p-5 sm:p-8">
      <WizardProgress step={step} headingRef={headingRef} />
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6">
          <StepFields />
          <div className="mt-8 flex items-center justify-between gap-3 border-t border-gold-500/15 pt-6">
            <Button
              variant="outline"
              className="shrink-0 px-4"
              onClick={() => goTo(step - 1)}
              disabled={step === 0 || saving}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            {step < LAST_STEP ? (
              <Button key="next" type="submit" className={FORWARD}>
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            ) : (
              <Button key="complete" type="submit" className={FORWARD} disabled={saving}>
                {saving ? 'Saving...' : 'Complete Setup'}
                {!saving && <Check aria-hidden="true" className="size-4 shrink-0" />}
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}
