import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { afterFirstScreen } from '../../../lib/after-first-screen';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useVaultKeyring } from '../api/get-vault-keys';
import { unlockWithBiometric } from '../crypto/biometric-key';
import { useAutoLockMinutes } from '../hooks/use-auto-lock-minutes';
import { useBiometricSupport } from '../hooks/use-biometric-support';
import { useVaultSession } from '../hooks/use-vault-session';
import { VAULT_TOASTS } from '../utils/vault-texts';
import { VaultSetup } from './vault-setup';
import { VaultUnlockScreen } from './vault-unlock-screen';

/**
 * The open vault (tabs, items, dialogs, capsules, the memory bank) loads once the first screen has
 * settled, while the member types their vault password: a locked vault's first load carries only
 * the unlock or setup screen (ADR 022).
 */
const loadVaultUnlocked = () => import('./vault-unlocked');
const VaultUnlocked = lazy(async () => ({ default: (await loadVaultUnlocked()).VaultUnlocked }));

/** /vault: set a vault password once, unlock, and keep documents, notes and preferences. */
export function VaultPage() {
  const keyring = useVaultKeyring();
  const biometric = useBiometricSupport();
  const [autoLockMinutes, setAutoLockMinutes] = useAutoLockMinutes();
  const { unlocked, unlock, lock } = useVaultSession(autoLockMinutes);
  useEffect(() => afterFirstScreen(() => void loadVaultUnlocked().catch(() => undefined)), []);

  let body;
  if (keyring.isPending) body = <LoadingScreen />;
  else if (keyring.isError)
    body = (
      <div role="alert" className="mx-auto mt-16 max-w-md space-y-4 text-center">
        <p className="text-zinc-200">Your vault could not be reached. Check your connection.</p>
        <Button variant="outline" onClick={() => void keyring.refetch()}>
          Try Again
        </Button>
      </div>
    );
  else if (unlocked)
    body = (
      <Suspense fallback={<LoadingScreen />}>
        <VaultUnlocked
          vault={unlocked}
          biometric={biometric}
          autoLockMinutes={autoLockMinutes}
          onAutoLockChange={setAutoLockMinutes}
          onLock={lock}
        />
      </Suspense>
    );
  else if (!keyring.data) body = <VaultSetup biometric={biometric} onReady={unlock} />;
  else {
    const wraps = keyring.data.biometric;
    body = (
      <VaultUnlockScreen
        keyring={keyring.data}
        biometric={biometric && wraps.length > 0}
        onUnlock={unlock}
        onBiometricUnlock={async () => {
          unlock(await unlockWithBiometric(wraps));
          toast.success(VAULT_TOASTS.unlocked.title, {
            description: VAULT_TOASTS.unlocked.description,
          });
        }}
      />
    );
  }

  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-5 pt-5 pb-16 sm:px-8 sm:pt-6">
      <Link
        to="/dashboard"
        className="inline-flex size-10 items-center justify-center rounded-full border border-gold-500/30 text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">Back to Dashboard</span>
      </Link>
      <main className="mt-4">{body}</main>
    </div>
  );
}
