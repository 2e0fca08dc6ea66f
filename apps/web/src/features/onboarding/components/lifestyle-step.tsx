import { COMMUNICATION_OPTIONS } from '@aurum/shared/onboarding/onboarding-options';
import { SHORT_TEXT_MAX_LENGTH } from '@aurum/shared/onboarding/onboarding-contract';
import { PREFERENCE_FIELD_LABELS } from '@aurum/shared/onboarding/preference-labels';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { SelectField, TextareaField, useFieldError, useOnboardingForm } from './form-controls';

const L = PREFERENCE_FIELD_LABELS.lifestyle;

/** Step 4: daily rhythm, how to reach the member, and what Aurum may do on their behalf. */
export function LifestyleStep() {
  const { register } = useOnboardingForm();
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={L.wakeUpTime}
          type="time"
          error={useFieldError('preferences.lifestyle.wakeUpTime')}
          {...register('preferences.lifestyle.wakeUpTime')}
        />
        <FormField
          label={L.workHours}
          maxLength={SHORT_TEXT_MAX_LENGTH}
          placeholder="e.g. 08:00-17:00"
          error={useFieldError('preferences.lifestyle.workHours')}
          {...register('preferences.lifestyle.workHours')}
        />
      </div>
      <SelectField
        name="preferences.lifestyle.communicationMethod"
        label={L.communicationMethod}
        placeholder="Select a method"
        options={COMMUNICATION_OPTIONS}
      />
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-medium text-zinc-200">Let Aurum help with</legend>
        <Checkbox
          label={L.enableReminders}
          description="Timely nudges for bookings, renewals and occasions."
          {...register('preferences.lifestyle.enableReminders')}
        />
        <Checkbox
          label={L.enableLocationServices}
          description="Suggestions and pickups based on where you are."
          {...register('preferences.lifestyle.enableLocationServices')}
        />
        <Checkbox
          label={L.enableAutoBooking}
          description="Allow Aurum to book your regular services for you."
          {...register('preferences.lifestyle.enableAutoBooking')}
        />
      </fieldset>
      <TextareaField
        name="preferences.lifestyle.additionalNotes"
        label={L.additionalNotes}
        placeholder="Anything else we should know?"
      />
    </div>
  );
}
