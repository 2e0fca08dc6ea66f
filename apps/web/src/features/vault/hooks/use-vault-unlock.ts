import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { VaultKeyring } from '../api/vault-types';
import { unlockVault } from '../crypto/vault-keys';
import { MIN_VAULT_PASSWORD_LENGTH, VAULT_TOASTS } from '../utils/vault-texts';

/**
 * Unlocking the vault with its password or a biometric credential (spec 02 sections 2 and 5):
 * the password is checked by the key's verifier in the browser and never leaves it; a wrong one
 * is selected for retyping. Used by the vault's unlock screen and by the inline unlock of other
 * screens (the assistant's vault card, ADR 062).
 */
export function useVaultUnlock(keyring: VaultKeyring, onUnlock: (vaultKey: CryptoKey) => void) {
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

  /** Runs a biometric unlock; a failure or a cancelled prompt says so. */
  const biometric = async (unlock: () => Promise<void>) => {
    setBusy(true);
    try {
      await unlock();
    } catch {
      toast.error(VAULT_TOASTS.biometricFailed.title, {
        description: VAULT_TOASTS.biometricFailed.description,
      });
    } finally {
      setBusy(false);
    }
  };

  return { password, setPassword, busy, field, submit, biometric };
}
