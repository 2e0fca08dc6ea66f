import { AUTH_TOASTS, RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { ACCOUNT_RESTORED } from '@aurum/shared/data-rights/account-restored';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { destinationAfterSignIn } from '../../../lib/return-address';
import { useSignIn } from '../api/sign-in';
import { signInFailure } from '../utils/auth-feedback';
import { AttemptsNotice } from './attempts-notice';
import { ConfirmationNotice } from './confirmation-notice';
import { ForgotPasswordForm } from './forgot-password-form';

/** The shared schema's checks, loaded once the form is on screen (ADR 022). */
const signInChecks = lazyResolver(
  async () => (await import('../utils/auth-form-resolvers')).signInResolver,
);

interface Limits {
  attemptsRemaining: number | null;
  locked: boolean;
}

/** `returnTo`: the page that sent the visitor to /auth, where they go once signed in. */
export function SignInForm({ returnTo = null }: { returnTo?: string | null }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [limits, setLimits] = useState<Limits>({ attemptsRemaining: null, locked: false });
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
  const [forgotten, setForgotten] = useState(false);
  const form = useForm({
    resolver: signInChecks.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => signInChecks.preload(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmed(null);
    try {
      const session = await signIn.mutateAsync(values);
      toast.success(session.account_restored ? ACCOUNT_RESTORED : AUTH_TOASTS.welcomeBack);
      await navigate(destinationAfterSignIn(session?.user.role, returnTo), { replace: true });
    } catch (error) {
      const failure = signInFailure(error);
      setLimits({ attemptsRemaining: failure.attemptsRemaining, locked: failure.locked });
      if (failure.notConfirmed && error instanceof Error) {
        setUnconfirmed({ email: values.email, message: error.message });
      }
      if (failure.toast)
        toast.error(failure.toast.title, { description: failure.toast.description });
    }
  });

  if (forgotten) {
    return (
      <ForgotPasswordForm email={form.getValues('email')} onBack={() => setForgotten(false)} />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      >
        <button
          type="button"
          className="mt-2 rounded-sm text-sm text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline"
          onClick={() => setForgotten(true)}
        >
          {RECOVERY_TEXTS.forgotLink}
        </button>
      </FormField>
      <AttemptsNotice {...limits} />
      {unconfirmed && (
        <ConfirmationNotice email={unconfirmed.email} returnTo={returnTo} tone="warning">
          <p>{unconfirmed.message}</p>
        </ConfirmationNotice>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
