import { useId } from 'react';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { Label } from '../../../components/ui/label';
import { VaultPasswordInput } from './vault-password-input';

/** A new vault password with its strength, and its confirmation (set-up and change). */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirm,
  mismatch,
  onPasswordChange,
  onConfirmChange,
}: {
  label: string;
  confirmLabel: string;
  password: string;
  confirm: string;
  /** The confirmation was submitted and differs. */
  mismatch: boolean;
  onPasswordChange: (password: string) => void;
  onConfirmChange: (confirm: string) => void;
}) {
  const id = useId();
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>{label}</Label>
        <VaultPasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          value={password}
          aria-describedby={password ? `${id}-strength` : undefined}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
        {password && <PasswordStrengthMeter password={password} id={`${id}-strength`} />}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-confirm`}>{confirmLabel}</Label>
        <VaultPasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          value={confirm}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? `${id}-mismatch` : undefined}
          onChange={(event) => onConfirmChange(event.target.value)}
        />
        {mismatch && (
          <p id={`${id}-mismatch`} className="text-sm text-red-300">
            The passwords do not match.
          </p>
        )}
      </div>
    </>
  );
}
