import type { Session } from '@aurum/shared/auth/session';
import {
  checkRecoveryCode,
  checkTotpCode,
  type FactorType,
  type MfaChallenge,
} from '@aurum/shared/auth/two-factor-rules';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { sessionStore } from '../../../lib/session-store';
import { passkeyFailureMessage } from '../../../lib/webauthn';
import { useVerifyFactor } from '../api/verify-factor';
import { verifyPasskeyFactor } from '../api/verify-passkey-factor';

const T = TWO_FACTOR_TEXTS;

/**
 * The second step of a sign-in (ADR 052, 053): the authenticator app's six digits, a passkey, or a
 * recovery code, starting with the first the account has; the others are a tap away.
 * Used after the password on /auth and after a new password on /auth/reset; `onVerified` gets the
 * session (the MFA_CHALLENGE_VERIFIED event has been emitted), `onRestart` when the challenge
 * expired or took too many wrong codes.
 */
export function MfaChallengeForm({
  challenge,
  onVerified,
  onRestart,
}: {
  challenge: MfaChallenge;
  onVerified: (session: Session) => void | Promise<void>;
  onRestart: () => void;
}) {
  const verify = useVerifyFactor();
  const offered = challenge.factors.map((factor) => factor.type);
  const [mode, setMode] = useState<FactorType>(offered[0] ?? 'totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [usingPasskey, setUsingPasskey] = useState(false);
  const recovery = mode === 'recovery_code';

  const failed = (failure: unknown) => {
    const message = failure instanceof Error ? failure.message : T.invalid;
    toast.error(T.failedTitle, { description: message });
    if (isApiError(failure, 'AUTH_MFA_EXPIRED') || isApiError(failure, 'AUTH_MFA_TOO_MANY')) {
      onRestart();
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'webauthn') return signWithPasskey();
    const checked = (recovery ? checkRecoveryCode : checkTotpCode)(code);
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    try {
      const session = await verify.mutateAsync({
        mfa_token: challenge.mfa_token,
        type: mode,
        code: checked.code,
      });
      await onVerified(session);
    } catch (failure) {
      if (isApiError(failure, 'AUTH_MFA_INVALID')) {
        setCode('');
        return setError(failure.message);
      }
      failed(failure);
    }
  };

  /** The browser asks for the passkey; a cancelled prompt is told in place, not in a toast. */
  const signWithPasskey = async () => {
    setUsingPasskey(true);
    setError(undefined);
    try {
      const session = await verifyPasskeyFactor(challenge.mfa_token);
      sessionStore.set('MFA_CHALLENGE_VERIFIED', session);
      await onVerified(session);
    } catch (failure) {
      // The server's answers as for codes; the browser's own failures (cancelled...) in place.
      if (isApiError(failure)) failed(failure);
      else setError(passkeyFailureMessage(failure));
    } finally {
      setUsingPasskey(false);
    }
  };

  const switchTo = (next: FactorType) => {
    setMode(next);
    setCode('');
    setError(undefined);
  };
  const switchLabel: Record<FactorType, string> = {
    totp: T.useApp,
    webauthn: T.usePasskey,
    recovery_code: T.useRecovery,
  };
  const intro: Record<FactorType, string> = {
    totp: T.challengeIntro,
    webauthn: T.passkeyIntro,
    recovery_code: T.recoveryIntro,
  };
  const busy = verify.isPending || usingPasskey;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <h2 className="font-display text-xl font-semibold text-zinc-50">{T.challengeTitle}</h2>
        <p className="mt-1 text-sm text-zinc-300">{intro[mode]}</p>
      </div>
      {mode === 'webauthn' ? (
        error && (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )
      ) : recovery ? (
        <FormField
          key="recovery"
          label={T.recoveryLabel}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : (
        <FormField
          key="totp"
          label={T.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          required
          autoFocus
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? T.verifying : mode === 'webauthn' ? T.usePasskey : T.verify}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {offered
          .filter((type) => type !== mode)
          .map((type) => (
            <button
              key={type}
              type="button"
              className="rounded-sm text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline"
              onClick={() => switchTo(type)}
            >
              {switchLabel[type]}
            </button>
          ))}
        <button
          type="button"
          className="rounded-sm text-zinc-400 underline-offset-4 hover:text-zinc-200 hover:underline"
          onClick={onRestart}
        >
          {T.backToSignIn}
        </button>
      </div>
    </form>
  );
}
