import { isStrongVaultPassword } from '@aurum/shared/vault/vault-password';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useSaveVaultKeyring } from '../api/save-vault-keys';
import { createVault, keyProof } from '../crypto/vault-keys';
import { MIN_VAULT_PASSWORD_LENGTH, VAULT_TOASTS } from '../utils/vault-texts';
import { VaultBadges } from './vault-badges';
import { VaultGateCard } from './vault-gate-card';
import { NewPasswordFields } from './new-password-fields';

/** First visit: the member chooses a vault password, separate from the account password. */
export function VaultSetup({
  biometric,
  onReady,
}: {
  biometric: boolean;
  onReady: (vaultKey: CryptoKey) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [weak, setWeak] = useState(false);
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
    if (!isStrongVaultPassword(password)) {
      setWeak(true);
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
        <NewPasswordFields
          label="Vault password"
          confirmLabel="Confirm vault password"
          password={password}
          confirm={confirm}
          mismatch={mismatch}
          weak={weak}
          onPasswordChange={(value) => {
            setPassword(value);
            setWeak(false);
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            setMismatch(false);
          }}
        />
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
