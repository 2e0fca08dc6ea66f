import { Fingerprint } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import type { VaultKeyring } from '../api/vault-types';
import { useVaultUnlock } from '../hooks/use-vault-unlock';
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
  const {
    password,
    setPassword,
    busy,
    field,
    submit,
    biometric: withBiometric,
  } = useVaultUnlock(keyring, onUnlock);

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
            onClick={() => void withBiometric(onBiometricUnlock)}
          >
            <Fingerprint aria-hidden="true" />
            Biometric Unlock
          </Button>
        )}
      </form>
    </VaultGateCard>
  );
}
