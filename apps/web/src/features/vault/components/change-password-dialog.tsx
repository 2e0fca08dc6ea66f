import { isStrongVaultPassword } from '@aurum/shared/vault/vault-password';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api-error';
import { useVaultKeyring } from '../api/get-vault-keys';
import { useChangeVaultPassword } from '../api/save-vault-keys';
import { changeVaultPassword, keyProof, unlockVault } from '../crypto/vault-keys';
import { MIN_VAULT_PASSWORD_LENGTH, VAULT_TOASTS } from '../utils/vault-texts';
import { NewPasswordFields } from './new-password-fields';
import { VaultPasswordInput } from './vault-password-input';

type Problem = 'current' | 'weak' | 'mismatch' | null;

/**
 * A new vault password re-wraps the same vault key (ADR 020): nothing is re-encrypted and a
 * biometric unlock stays set up. The current password is asked again, as at any lock screen.
 */
export function ChangePasswordDialog({
  vaultKey,
  open,
  onOpenChange,
}: {
  vaultKey: CryptoKey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const keyring = useVaultKeyring();
  const change = useChangeVaultPassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    setProblem(null);
  };
  const close = (isOpen: boolean) => {
    if (busy) return;
    if (!isOpen) reset();
    onOpenChange(isOpen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < MIN_VAULT_PASSWORD_LENGTH) {
      toast.error(VAULT_TOASTS.invalidPassword.title, {
        description: VAULT_TOASTS.invalidPassword.description,
      });
      return;
    }
    if (!isStrongVaultPassword(next)) {
      setProblem('weak');
      return;
    }
    if (next !== confirm) {
      setProblem('mismatch');
      return;
    }
    if (!keyring.data) return;
    setBusy(true);
    try {
      try {
        await unlockVault(current, keyring.data);
      } catch {
        setProblem('current');
        return;
      }
      const record = await changeVaultPassword(vaultKey, next, keyring.data.iterations);
      await change.mutateAsync({ ...record, keyProof: await keyProof(vaultKey) });
      toast.success('Vault Password Changed', {
        description: 'Use your new vault password the next time you unlock.',
      });
      reset();
      onOpenChange(false);
    } catch (error) {
      toast.error('Password Not Changed', {
        description: isApiError(error)
          ? error.message
          : 'Your vault password could not be changed. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogTitle>Change Vault Password</DialogTitle>
        <DialogDescription>
          Your items stay encrypted with the same key; only the password that opens it changes.
        </DialogDescription>
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-current`}>Current vault password</Label>
            <VaultPasswordInput
              id={`${id}-current`}
              autoComplete="current-password"
              value={current}
              aria-invalid={problem === 'current' || undefined}
              aria-describedby={problem === 'current' ? `${id}-current-error` : undefined}
              onChange={(event) => {
                setCurrent(event.target.value);
                setProblem(null);
              }}
            />
            {problem === 'current' && (
              <p id={`${id}-current-error`} className="text-sm text-red-300">
                That is not your current vault password.
              </p>
            )}
          </div>
          <NewPasswordFields
            label="New vault password"
            confirmLabel="Confirm new vault password"
            password={next}
            confirm={confirm}
            mismatch={problem === 'mismatch'}
            weak={problem === 'weak'}
            onPasswordChange={(value) => {
              setNext(value);
              setProblem((shown) => (shown === 'weak' ? null : shown));
            }}
            onConfirmChange={(value) => {
              setConfirm(value);
              setProblem(null);
            }}
          />
          <p
            role="note"
            className="rounded-lg border border-amber-300/40 bg-amber-300/10 p-3 text-sm text-amber-100"
          >
            Aurum cannot recover a forgotten vault password. Keep the new one somewhere safe.
          </p>
          <DialogFormActions
            busy={busy}
            incomplete={!current || !next || !confirm}
            busyLabel="Changing..."
            submitLabel="Change Password"
            onCancel={() => close(false)}
            cancelWhileBusy
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
