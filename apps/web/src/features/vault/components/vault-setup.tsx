import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api-error';
import { useSaveVaultKeyring } from '../api/save-vault-keys';
import { createVault, keyProof } from '../crypto/vault-keys';
import { MIN_VAULT_PASSWORD_LENGTH, VAULT_TOASTS } from '../utils/vault-texts';
import { VaultBadges } from './vault-badges';
import { VaultGateCard } from './vault-gate-card';
import { VaultPasswordInput } from './vault-password-input';

/** First visit: the member chooses a vault password, separate from the account password. */
export function VaultSetup({
  biometric,
  onReady,
}: {
  biometric: boolean;
  onReady: (vaultKey: CryptoKey) => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = useSaveVaultKeyring();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_VAULT_PASSWORD_LENGTH) {
      toast.error(VAULT_TOASTS.invalidPassword.title, {
        description: VAULT_TOASTS.invalidPassword.description,
      });
      return;
    }
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    setBusy(true);
    try {
      const { record, vaultKey } = await createVault(password);
      await save.mutateAsync({ ...record, keyProof: await keyProof(vaultKey) });
      toast.success(VAULT_TOASTS.unlocked.title, {
        description: VAULT_TOASTS.unlocked.description,
      });
      onReady(vaultKey);
    } catch (error) {
      toast.error('Vault Not Created', {
        description: isApiError(error)
          ? error.message
          : 'Your vault could not be set up. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <VaultGateCard
      title="Secure Vault"
      intro="Choose a vault password. It encrypts everything in your vault on this device before it is stored; it is separate from your account password."
      badges={<VaultBadges biometric={biometric} />}
      footer="Aurum never sees your vault password and cannot recover it. If you forget it, what is in your vault cannot be opened."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-password`}>Vault password</Label>
          <VaultPasswordInput
            id={`${id}-password`}
            autoComplete="new-password"
            value={password}
            aria-describedby={password ? `${id}-strength` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {password && <PasswordStrengthMeter password={password} id={`${id}-strength`} />}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-confirm`}>Confirm vault password</Label>
          <VaultPasswordInput
            id={`${id}-confirm`}
            autoComplete="new-password"
            value={confirm}
            aria-invalid={mismatch || undefined}
            aria-describedby={mismatch ? `${id}-mismatch` : undefined}
            onChange={(event) => {
              setConfirm(event.target.value);
              setMismatch(false);
            }}
          />
          {mismatch && (
            <p id={`${id}-mismatch`} className="text-sm text-red-300">
              The passwords do not match.
            </p>
          )}
        </div>
        <p
          role="note"
          className="rounded-lg border border-amber-300/40 bg-amber-300/10 p-3 text-sm text-amber-100"
        >
          Write it down somewhere safe: a forgotten vault password cannot be reset.
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={!password || !confirm || busy}>
          {busy ? 'Securing your vault...' : 'Create Vault'}
        </Button>
      </form>
    </VaultGateCard>
  );
}
