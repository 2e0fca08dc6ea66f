import { VAULT_PASSWORD_TEXTS } from '@aurum/shared/vault/vault-password';
import { useId } from 'react';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { Label } from '../../../components/ui/label';
import { VaultPasswordInput } from './vault-password-input';

/**
 * A new vault password with its strength and the strength it must reach, and its confirmation
 * (set-up and change).
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirm,
  mismatch,
  weak,
  onPasswordChange,
  onConfirmChange,
}: {
  label: string;
  confirmLabel: string;
  password: string;
  confirm: string;
  /** The confirmation was submitted and differs. */
  mismatch: boolean;
  /** The password was submitted and is below Good on the meter. */
  weak: boolean;
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
          aria-invalid={weak || undefined}
          aria-describedby={[password && `${id}-strength`, `${id}-rule`].filter(Boolean).join(' ')}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
        {password && <PasswordStrengthMeter password={password} id={`${id}-strength`} />}
        <p id={`${id}-rule`} className={weak ? 'text-sm text-red-300' : 'text-xs text-zinc-400'}>
          {weak ? VAULT_PASSWORD_TEXTS.tooWeak : VAULT_PASSWORD_TEXTS.strengthHint}
        </p>
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
