import { Fingerprint, LockOpen } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { useVaultKeyring } from '../api/get-vault-keys';
import type { VaultKeyring } from '../api/vault-types';
import { unlockWithBiometric } from '../crypto/biometric-key';
import { useAutoLockMinutes } from '../hooks/use-auto-lock-minutes';
import { useBiometricSupport } from '../hooks/use-biometric-support';
import { useVaultSession } from '../hooks/use-vault-session';
import { useVaultUnlock } from '../hooks/use-vault-unlock';
import { VaultPasswordInput } from './vault-password-input';

function UnlockForm({
  keyring,
  onUnlock,
}: {
  keyring: VaultKeyring;
  onUnlock: (vaultKey: CryptoKey) => void;
}) {
  const id = useId();
  const supported = useBiometricSupport();
  const { password, setPassword, busy, field, submit, biometric } = useVaultUnlock(
    keyring,
    onUnlock,
  );
  const wraps = keyring.biometric;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
      <Label htmlFor={`${id}-password`}>Vault password</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="min-w-0 flex-1">
          <VaultPasswordInput
            id={`${id}-password`}
            ref={field}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={!password || busy}>
          <LockOpen aria-hidden="true" />
          {busy ? 'Unlocking...' : 'Unlock Vault'}
        </Button>
      </div>
      {supported && wraps.length > 0 && (
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => void biometric(async () => onUnlock(await unlockWithBiometric(wraps)))}
        >
          <Fingerprint aria-hidden="true" />
          Biometric Unlock
        </Button>
      )}
    </form>
  );
}

function InlineUnlock({ onUnlock }: { onUnlock: (vaultKey: CryptoKey) => void }) {
  const keyring = useVaultKeyring();
  if (keyring.isPending) return <p className="text-sm text-zinc-400">Checking your vault...</p>;
  if (keyring.isError)
    return (
      <p role="alert" className="text-sm text-red-300">
        Your vault could not be reached. Check your connection.
      </p>
    );
  if (!keyring.data)
    return (
      <p className="text-sm text-zinc-300">
        You have no vault yet.{' '}
        <Link to="/vault" className="text-gold-300 underline underline-offset-2">
          Set it up on your Vault
        </Link>
        .
      </p>
    );
  return <UnlockForm keyring={keyring.data} onUnlock={onUnlock} />;
}

/**
 * The vault unlocked inside another screen's card (the assistant's, ADR 062): while locked, the
 * vault's unlock, small (the vault password, or a biometric credential where this browser offers
 * one), with `locked` above it; once unlocked, `children` with the vault key, which lives only
 * here. It locks as the vault does: after the member's auto-lock minutes without activity, on
 * `lock`, and when the card goes.
 */
export function VaultUnlockedHere({
  locked,
  children,
}: {
  locked: ReactNode;
  children: (vaultKey: CryptoKey, lock: () => void) => ReactNode;
}) {
  const [autoLockMinutes] = useAutoLockMinutes();
  const { unlocked, unlock, lock } = useVaultSession(autoLockMinutes);
  if (unlocked) return <>{children(unlocked.key, lock)}</>;
  return (
    <div className="space-y-2">
      {locked}
      <InlineUnlock onUnlock={unlock} />
    </div>
  );
}
