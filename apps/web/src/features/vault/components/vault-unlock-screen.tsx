import { Fingerprint } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import type { VaultKeyring } from '../api/vault-types';
import { unlockVault } from '../crypto/vault-keys';
import { MIN_VAULT_PASSWORD_LENGTH, VAULT_TOASTS } from '../utils/vault-texts';
import { VaultBadges } from './vault-badges';
import { VaultGateCard } from './vault-gate-card';
import { VaultPasswordInput } from './vault-password-input';

/** Spec 02 section 2's unlock screen; the password is checked by the key's verifier here. */
export function VaultUnlockScreen({
  keyring,
  biometric,
  onBiometricUnlock,
  onUnlock,
}: {
  keyring: VaultKeyring;
  /** This browser can unlock with a biometric credential, and one is registered. */
  biometric: boolean;
  onBiometricUnlock: () => Promise<void>;
  onUnlock: (vaultKey: CryptoKey) => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password.length < MIN_VAULT_PASSWORD_LENGTH) {
      toast.error(VAULT_TOASTS.invalidPassword.title, {
        description: VAULT_TOASTS.invalidPassword.description,
      });
      return;
    }
    setBusy(true);
    try {
      const vaultKey = await unlockVault(password, keyring);
      setPassword('');
      toast.success(VAULT_TOASTS.unlocked.title, {
        description: VAULT_TOASTS.unlocked.description,
      });
      onUnlock(vaultKey);
    } catch {
      toast.error(VAULT_TOASTS.unlockFailed.title, {
        description: VAULT_TOASTS.unlockFailed.description,
      });
      // The wrong password is selected, so typing the right one replaces it.
      field.current?.focus();
      field.current?.select();
    } finally {
      setBusy(false);
    }
  };

  const biometricUnlock = async () => {
    setBusy(true);
    try {
      await onBiometricUnlock();
    } catch {
      toast.error(VAULT_TOASTS.biometricFailed.title, {
        description: VAULT_TOASTS.biometricFailed.description,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <VaultGateCard
      title="Secure Vault"
      intro="Enter your vault password to decrypt your documents, notes and preferences on this device."
      badges={<VaultBadges biometric={biometric} />}
      footer="Your vault password cannot be recovered: Aurum never sees it."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-password`}>Vault password</Label>
          <VaultPasswordInput
            id={`${id}-password`}
            ref={field}
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!password || busy}>
          {busy ? 'Unlocking...' : 'Unlock Vault'}
        </Button>
        {biometric && (
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            disabled={busy}
            onClick={() => void biometricUnlock()}
          >
            <Fingerprint aria-hidden="true" />
            Biometric Unlock
          </Button>
        )}
      </form>
    </VaultGateCard>
  );
}
