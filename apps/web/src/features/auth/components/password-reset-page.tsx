import { RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import type { Session } from '@aurum/shared/auth/session';
import { isMfaChallenge, type MfaChallenge } from '@aurum/shared/auth/two-factor-rules';
import { AUTH_ROUTE, homeRouteFor } from '@aurum/shared/routes';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { clearAuthFragment } from '../utils/auth-fragment';
import { AuthFrame } from './auth-frame';
import { ForgotPasswordForm } from './forgot-password-form';
import { MfaChallengeForm } from './mfa-challenge-form';

/** The shared schema's new-password rules, loaded once the form is on screen (ADR 022). */
const newPasswordChecks = lazyResolver(
  async () => (await import('../utils/auth-form-resolvers')).newPasswordResolver,
);

/** The reset link's token, from the address fragment (never sent to a server or a referrer). */
export function resetTokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

type Stage = 'form' | 'invalid' | 'ask-again';

/**
 * /auth/reset (ADR 050): where a password reset e-mail leads. The token is read from the fragment
 * and removed from the address bar; a new password with the sign-up rules signs this device in
 * (every other session ends) and opens the dashboard.
 */
export function PasswordResetPage() {
  const navigate = useNavigate();
  const complete = useCompletePasswordReset();
  const [token] = useState(() => resetTokenFrom(window.location.hash));
  const [stage, setStage] = useState<Stage>(token ? 'form' : 'invalid');
  /** The password is changed; a member with a second factor gives it before the session (ADR 052). */
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const form = useForm({
    resolver: newPasswordChecks.resolver,
    defaultValues: { password: '', confirm: '' },
  });
  const { isSubmitting } = form.formState;
  useEffect(() => {
    if (window.location.hash) clearAuthFragment();
    newPasswordChecks.preload();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) return setStage('invalid');
    try {
      const answer = await complete.mutateAsync({ token, password: values.password });
      if (isMfaChallenge(answer)) return setChallenge(answer);
      await changed(answer);
    } catch (error) {
      if (isApiError(error, 'AUTH_LINK_INVALID')) return setStage('invalid');
      showSubmitFailure(error, {
        fields: ['password'] as const,
        setError: form.setError,
        toast: RECOVERY_TEXTS.resetTitle,
      });
    }
  });

  async function changed(session: Session) {
    toast.success(RECOVERY_TEXTS.changed);
    await navigate(homeRouteFor(session.user.role), { replace: true });
  }

  if (challenge) {
    return (
      <AuthFrame>
        <MfaChallengeForm
          challenge={challenge}
          onVerified={changed}
          onRestart={() => void navigate(AUTH_ROUTE, { replace: true })}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame>
      {stage === 'ask-again' ? (
        <ForgotPasswordForm onBack={() => void navigate(AUTH_ROUTE)} />
      ) : (
        <>
          <h1 className="text-center font-display text-3xl font-semibold text-zinc-50">
            {RECOVERY_TEXTS.resetTitle}
          </h1>
          {stage === 'invalid' ? (
            <div className="mt-6 space-y-5">
              <p role="alert" className="text-center text-sm text-red-300">
                {RECOVERY_TEXTS.linkInvalid}
              </p>
              <Button size="lg" className="w-full" onClick={() => setStage('ask-again')}>
                {RECOVERY_TEXTS.requestNewLink}
              </Button>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
              <NewPasswordFields form={form} />
              <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? RECOVERY_TEXTS.submitting : RECOVERY_TEXTS.submit}
              </Button>
            </form>
          )}
        </>
      )}
    </AuthFrame>
  );
}
