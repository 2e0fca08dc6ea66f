import { RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { useRecoverPassword } from '../api/recover-password';

/** The shared schema's e-mail check, loaded once the form is on screen (ADR 022). */
const forgotChecks = lazyResolver(
  async () => (await import('../utils/auth-form-resolvers')).forgotPasswordResolver,
);

/**
 * "Forgot password?" (ADR 050): asks for a reset link. Whatever the address, the answer is the
 * same message, so the form tells nobody whether an account exists.
 */
export function ForgotPasswordForm({
  email = '',
  onBack,
}: {
  /** What the sign-in form's e-mail field held. */
  email?: string;
  onBack: () => void;
}) {
  const recover = useRecoverPassword();
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: forgotChecks.resolver, defaultValues: { email } });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => forgotChecks.preload(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await recover.mutateAsync(values.email);
      setSent(true);
    } catch (error) {
      showSubmitFailure(error, {
        fields: ['email'] as const,
        setError: form.setError,
        toast: RECOVERY_TEXTS.forgotTitle,
      });
    }
  });

  return (
    <div className="space-y-5">
      <div>
        <h2 className="font-display text-xl font-semibold text-zinc-50">
          {RECOVERY_TEXTS.forgotTitle}
        </h2>
        {!sent && <p className="mt-1 text-sm text-zinc-300">{RECOVERY_TEXTS.forgotIntro}</p>}
      </div>
      {sent ? (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-gold-500/40 bg-gold-500/10 p-4 text-sm text-zinc-100"
        >
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-300" />
          <p>{RECOVERY_TEXTS.sent}</p>
        </div>
      ) : (
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
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? RECOVERY_TEXTS.sending : RECOVERY_TEXTS.sendLink}
          </Button>
        </form>
      )}
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {RECOVERY_TEXTS.backToSignIn}
      </Button>
    </div>
  );
}
