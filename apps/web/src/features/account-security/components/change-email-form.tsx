import { ACCOUNT_TEXTS } from '@aurum/shared/auth/account-texts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { useRequestEmailChange } from '../api/update-user';
import { useReauthenticated } from '../hooks/use-reauthenticated';

const checks = lazyResolver(
  async () => (await import('../utils/account-form-resolvers')).changeEmailResolver,
);

/**
 * The profile's change of e-mail address, after "Confirm it is you" (ADR 051): the new address
 * gets a link and the account's address changes only when it is followed.
 */
export function ChangeEmailForm({
  onCancel,
  onSent,
}: {
  onCancel: () => void;
  onSent: (newEmail: string) => void;
}) {
  const request = useRequestEmailChange();
  const { run, dialog } = useReauthenticated();
  const form = useForm({ resolver: checks.resolver, defaultValues: { email: '' } });
  useEffect(() => checks.preload(), []);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = await run(() => request.mutateAsync(email));
      if (answer) onSent(answer.new_email);
    } catch (error) {
      const onField = showSubmitFailure(error, {
        fields: ['email'] as const,
        setError: form.setError,
      });
      // A taken address (AUTH_EMAIL_EXISTS) names no field: it is said on the field all the same.
      if (onField.length === 0 && error instanceof Error) {
        form.setError('email', { message: error.message });
      }
    }
  });

  return (
    <>
      {/* Outside the form: React's events bubble out of the dialog's portal. */}
      {dialog}
      <form onSubmit={onSubmit} noValidate className="space-y-5 pt-2">
        <FormField
          label={ACCOUNT_TEXTS.newEmail}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <DialogFormActions
          submitLabel={ACCOUNT_TEXTS.sendLink}
          busyLabel={ACCOUNT_TEXTS.sendingLink}
          busy={form.formState.isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}
