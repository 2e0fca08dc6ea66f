import { PHONE_HINT } from '@aurum/shared/phone/phone-number';
import { useId } from 'react';
import { FormField, type FormFieldProps } from './ui/form-field';

/** A phone number field that says what it accepts (South African local forms or +country code). */
export function PhoneField(props: Omit<FormFieldProps, 'type' | 'children' | 'describedById'>) {
  const hintId = useId();
  return (
    <FormField
      type="tel"
      inputMode="tel"
      placeholder="082 555 0100"
      {...props}
      describedById={hintId}
    >
      <p id={hintId} className="text-xs text-zinc-400">
        {PHONE_HINT}
      </p>
    </FormField>
  );
}
