import type { Session } from '@aurum/shared/auth/session';
import {
  checkRecoveryCode,
  checkTotpCode,
  type MfaChallenge,
} from '@aurum/shared/auth/two-factor-rules';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useVerifyFactor } from '../api/verify-factor';

const T = TWO_FACTOR_TEXTS;

/**
 * The second step of a sign-in (ADR 052): the authenticator app's six digits, or a recovery code.
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
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const type = recovery ? 'recovery_code' : 'totp';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = (recovery ? checkRecoveryCode : checkTotpCode)(code);
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    try {
      const session = await verify.mutateAsync({
        mfa_token: challenge.mfa_token,
        type,
        code: checked.code,
      });
      await onVerified(session);
    } catch (failure) {
      if (isApiError(failure, 'AUTH_MFA_INVALID')) {
        setCode('');
        return setError(failure.message);
      }
      const message = failure instanceof Error ? failure.message : T.invalid;
      toast.error(T.failedTitle, { description: message });
      if (isApiError(failure, 'AUTH_MFA_EXPIRED') || isApiError(failure, 'AUTH_MFA_TOO_MANY')) {
        onRestart();
      }
    }
  };

  const switchMode = () => {
    setRecovery((value) => !value);
    setCode('');
    setError(undefined);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <h2 className="font-display text-xl font-semibold text-zinc-50">{T.challengeTitle}</h2>
        <p className="mt-1 text-sm text-zinc-300">
          {recovery ? T.recoveryIntro : T.challengeIntro}
        </p>
      </div>
      {recovery ? (
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
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? T.verifying : T.verify}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="rounded-sm text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline"
          onClick={switchMode}
        >
          {recovery ? T.useApp : T.useRecovery}
        </button>
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
