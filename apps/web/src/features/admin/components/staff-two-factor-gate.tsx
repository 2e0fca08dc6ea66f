import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { useState, type ReactNode } from 'react';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useTwoFactorStatus } from '../../account-security/api/manage-two-factor';
import { TwoFactorSection } from '../../account-security/components/two-factor-section';

/**
 * Staff set up a second factor before the console opens (issue 26, ADR 052; the server answers
 * 403 AUTH_MFA_SETUP_REQUIRED until then). The set-up stays on screen until the recovery codes
 * are saved, then the console opens.
 */
export function StaffTwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  // A passkey counts as the second factor too (ADR 053).
  const needsSetUp = status.data ? !status.data.any_factor : false;
  const [gated, setGated] = useState(false);
  const [ready, setReady] = useState(false);
  // Once shown, the set-up stays until the codes are saved (the status turns on before that).
  if (needsSetUp && !gated) setGated(true);
  if (status.isPending) return <LoadingScreen />;
  if ((needsSetUp || gated) && !ready) {
    return (
      <main className="mx-auto min-h-dvh max-w-2xl px-4 py-8 sm:px-8">
        <h1 className="font-display text-2xl font-semibold text-zinc-50 sm:text-3xl">
          {TWO_FACTOR_TEXTS.setupRequiredTitle}
        </h1>
        <p className="mt-2 mb-6 text-sm text-zinc-300">{TWO_FACTOR_TEXTS.setupRequired}</p>
        <TwoFactorSection onEnabled={() => setReady(true)} />
      </main>
    );
  }
  return <>{children}</>;
}
