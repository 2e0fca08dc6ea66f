import { RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { useId } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { PasswordStrengthMeter } from './password-strength-meter';
import { FormField } from './ui/form-field';

/** The fields a form with a new password has: `password`, and `confirm` when asked twice. */
type NewPasswordValues = { password: string; confirm: string };

/**
 * A new password with the strength meter of spec 01 section 5, and its confirmation: the one
 * component of the sign-up form, the reset page and the profile's change of password (ADR 051).
 * The form's resolver holds the rules (the shared `newPasswordSchema`, and
 * `newPasswordFormSchema` for the confirmation); the sign-up form asks once (`withConfirm`
 * false) and names the field "Password", as the spec's form does.
 */
export function NewPasswordFields<Values extends FieldValues & { password: string }>({
  form,
  label = RECOVERY_TEXTS.newPassword,
  confirmLabel = RECOVERY_TEXTS.confirmPassword,
  withConfirm = true,
}: {
  form: UseFormReturn<Values>;
  label?: string;
  confirmLabel?: string;
  withConfirm?: boolean;
}) {
  const strengthId = useId();
  // Every form with these fields names them `password` (and `confirm`).
  const fields = form as unknown as UseFormReturn<NewPasswordValues>;
  const { errors } = fields.formState;
  const password = useWatch({ control: fields.control, name: 'password' }) ?? '';
  return (
    <>
      <FormField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        describedById={password ? strengthId : undefined}
        {...fields.register('password')}
      >
        {password && <PasswordStrengthMeter password={password} id={strengthId} />}
      </FormField>
      {withConfirm && (
        <FormField
          label={confirmLabel}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...fields.register('confirm')}
        />
      )}
    </>
  );
}
