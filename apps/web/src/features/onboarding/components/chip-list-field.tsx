import { LIST_ITEM_MAX_LENGTH, LIST_MAX_ITEMS } from '@aurum/shared/onboarding/onboarding-contract';
import { useController } from 'react-hook-form';
import { ChipInput } from '../../../components/ui/chip-input';
import { firstErrorMessage, type OnboardingPath } from '../utils/onboarding-form';
import { useOnboardingForm } from './form-controls';

type ListPath = Extract<
  OnboardingPath,
  | `medicalInfo.${'allergies' | 'medications' | 'dietaryRestrictions' | 'medicalConditions'}`
  | 'preferences.dining.cuisineTypes'
>;

/** A list answer of the wizard (allergies, cuisine types...) as chips. */
export function ChipListField({
  name,
  label,
  itemName,
  placeholder,
}: {
  name: ListPath;
  label: string;
  /** One item in words, for the add button: "allergy" gives "Add allergy". */
  itemName: string;
  placeholder?: string;
}) {
  const { control } = useOnboardingForm();
  const { field, fieldState } = useController({ control, name });
  return (
    <ChipInput
      label={label}
      itemName={itemName}
      name={field.name}
      value={(field.value ?? []).filter((item) => item !== undefined)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      placeholder={placeholder}
      error={firstErrorMessage(fieldState.error)}
      maxItems={LIST_MAX_ITEMS}
      maxLength={LIST_ITEM_MAX_LENGTH}
    />
  );
}
