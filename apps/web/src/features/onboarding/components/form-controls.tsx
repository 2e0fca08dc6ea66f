import {
  NOTES_MAX_LENGTH,
  type OnboardingData,
  type OnboardingInput,
} from '@aurum/shared/onboarding/onboarding-contract';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { ControlField } from '../../../components/ui/control-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { firstErrorMessage, type OnboardingPath } from '../utils/onboarding-form';

/** The wizard's form, shared by the steps through react-hook-form's context. */
export const useOnboardingForm = () => useFormContext<OnboardingInput, unknown, OnboardingData>();

/** The first validation message of a field of the wizard. */
export function useFieldError(name: OnboardingPath): string | undefined {
  const { control } = useOnboardingForm();
  const { errors } = useFormState({ control, name });
  return firstErrorMessage(get(errors, name));
}

interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
}: {
  name: OnboardingPath;
  label: string;
  options: readonly Option[];
  placeholder: string;
}) {
  const { register } = useOnboardingForm();
  const error = useFieldError(name);
  return (
    <ControlField label={label} error={error}>
      {(control) => (
        <Select {...control} {...register(name)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </ControlField>
  );
}

export function TextareaField({
  name,
  label,
  placeholder,
}: {
  name: OnboardingPath;
  label: string;
  placeholder?: string;
}) {
  const { register } = useOnboardingForm();
  const error = useFieldError(name);
  return (
    <ControlField label={label} error={error}>
      {(control) => (
        <Textarea
          {...control}
          maxLength={NOTES_MAX_LENGTH}
          placeholder={placeholder}
          {...register(name)}
        />
      )}
    </ControlField>
  );
}
