import { GENDER_OPTIONS } from '@aurum/shared/onboarding/onboarding-options';
import { SHORT_TEXT_MAX_LENGTH } from '@aurum/shared/onboarding/onboarding-contract';
import { PhoneField } from '../../../components/phone-field';
import { FormField } from '../../../components/ui/form-field';
import { SelectField, useFieldError, useOnboardingForm } from './form-controls';

const today = () => new Date().toISOString().slice(0, 10);

/** Step 1: date of birth, gender, occupation and an emergency contact. */
export function PersonalInfoStep() {
  const { register } = useOnboardingForm();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        label="Date of Birth"
        type="date"
        min="1900-01-01"
        max={today()}
        autoComplete="bday"
        error={useFieldError('personalInfo.dateOfBirth')}
        {...register('personalInfo.dateOfBirth')}
      />
      <SelectField
        name="personalInfo.gender"
        label="Gender"
        placeholder="Select gender"
        options={GENDER_OPTIONS}
      />
      <FormField
        label="Occupation"
        className="sm:col-span-2"
        autoComplete="organization-title"
        maxLength={SHORT_TEXT_MAX_LENGTH}
        placeholder="e.g. Architect"
        error={useFieldError('personalInfo.occupation')}
        {...register('personalInfo.occupation')}
      />
      <FormField
        label="Emergency Contact Name"
        autoComplete="off"
        maxLength={SHORT_TEXT_MAX_LENGTH}
        placeholder="Who should we call?"
        error={useFieldError('personalInfo.emergencyContactName')}
        {...register('personalInfo.emergencyContactName')}
      />
      <PhoneField
        label="Emergency Contact Phone"
        autoComplete="off"
        error={useFieldError('personalInfo.emergencyContactPhone')}
        {...register('personalInfo.emergencyContactPhone')}
      />
    </div>
  );
}
