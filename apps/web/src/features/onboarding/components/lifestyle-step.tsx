import { COMMUNICATION_OPTIONS } from '@aurum/shared/onboarding/onboarding-options';
import { SHORT_TEXT_MAX_LENGTH } from '@aurum/shared/onboarding/onboarding-contract';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { SelectField, TextareaField, useFieldError, useOnboardingForm } from './form-controls';

/** Step 4: daily rhythm, how to reach the member, and what Aurum may do on their behalf. */
export function LifestyleStep() {
  const { register } = useOnboardingForm();
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Wake-up Time"
          type="time"
          error={useFieldError('preferences.lifestyle.wakeUpTime')}
          {...register('preferences.lifestyle.wakeUpTime')}
        />
        <FormField
          label="Work Hours"
          maxLength={SHORT_TEXT_MAX_LENGTH}
          placeholder="e.g. 08:00-17:00"
          error={useFieldError('preferences.lifestyle.workHours')}
          {...register('preferences.lifestyle.workHours')}
        />
      </div>
      <SelectField
        name="preferences.lifestyle.communicationMethod"
        label="Preferred Communication"
        placeholder="Select a method"
        options={COMMUNICATION_OPTIONS}
      />
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-medium text-zinc-200">Let Aurum help with</legend>
        <Checkbox
          label="Smart reminders"
          description="Timely nudges for bookings, renewals and occasions."
          {...register('preferences.lifestyle.enableReminders')}
        />
        <Checkbox
          label="Location services"
          description="Suggestions and pickups based on where you are."
          {...register('preferences.lifestyle.enableLocationServices')}
        />
        <Checkbox
          label="Automatic booking"
          description="Allow Aurum to book your regular services for you."
          {...register('preferences.lifestyle.enableAutoBooking')}
        />
      </fieldset>
      <TextareaField
        name="preferences.lifestyle.additionalNotes"
        label="Additional Notes"
        placeholder="Anything else we should know?"
      />
    </div>
  );
}
