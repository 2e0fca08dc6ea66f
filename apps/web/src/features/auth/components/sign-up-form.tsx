import { AUTH_TOASTS } from '@aurum/shared/auth/auth-messages';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { EmailAddress } from '../../../components/ui/email-address';
import { FormField } from '../../../components/ui/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSignUp } from '../api/sign-up';
import { signUpFailure } from '../utils/auth-feedback';
import { AttemptsNotice } from './attempts-notice';
import { ConfirmationNotice } from './confirmation-notice';
import { NewPasswordFields } from '../../../components/new-password-fields';

/** The shared schema's checks, loaded once the form is on screen (ADR 022). */
const signUpChecks = lazyResolver(
  async () => (await import('../utils/auth-form-resolvers')).signUpResolver,
);

type Field = 'name' | 'email' | 'password';
const FIELDS: readonly Field[] = ['name', 'email', 'password'];

export function SignUpForm({
  returnTo = null,
  onUseSignIn,
}: {
  /** The page that sent the visitor to /auth: the confirmation link leads back to it. */
  returnTo?: string | null;
  onUseSignIn: () => void;
}) {
  const signUp = useSignUp(returnTo);
  const [limits, setLimits] = useState({ attemptsRemaining: null as number | null, locked: false });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: signUpChecks.resolver,
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => signUpChecks.preload(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success(AUTH_TOASTS.welcomeTitle, { description: AUTH_TOASTS.welcomeBody });
      setSentTo(values.email);
    } catch (error) {
      const failure = signUpFailure(error);
      setLimits({ attemptsRemaining: failure.attemptsRemaining, locked: failure.locked });
      showSubmitFailure(error, { fields: FIELDS, setError: form.setError });
      if (failure.toast)
        toast.error(failure.toast.title, { description: failure.toast.description });
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-4">
        <ConfirmationNotice email={sentTo} returnTo={returnTo}>
          <p className="font-semibold text-gold-300">Confirm your email address</p>
          <p>We sent a confirmation link to</p>
          <p>
            <EmailAddress address={sentTo} className="font-semibold text-zinc-50" />
          </p>
          <p>Open it to activate your membership.</p>
        </ConfirmationNotice>
        <Button variant="ghost" className="w-full" onClick={onUseSignIn}>
          Go to Sign In
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField
        label="Name"
        optional
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <NewPasswordFields form={form} label="Password" withConfirm={false} />
      <AttemptsNotice {...limits} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Join Aurum'}
      </Button>
    </form>
  );
}
