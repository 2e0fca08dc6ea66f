import { ACCOUNT_TEXTS } from '@aurum/shared/auth/account-texts';
import type { PasswordChangedAnswer } from '@aurum/shared/auth/account-contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/update-user';
import { useReauthenticated } from '../hooks/use-reauthenticated';

const checks = lazyResolver(
  async () => (await import('../utils/account-form-resolvers')).changePasswordResolver,
);

/** The profile's change of password: the new one twice, after "Confirm it is you" (ADR 051). */
export function ChangePasswordForm({
  onCancel,
  onChanged,
}: {
  onCancel: () => void;
  onChanged: (answer: PasswordChangedAnswer) => void;
}) {
  const change = useChangePassword();
  const { run, dialog } = useReauthenticated();
  const form = useForm({ resolver: checks.resolver, defaultValues: { password: '', confirm: '' } });
  useEffect(() => checks.preload(), []);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await run(() => change.mutateAsync(password));
      if (!answer) return;
      toast.success(ACCOUNT_TEXTS.passwordChanged);
      onChanged(answer);
    } catch (error) {
      showSubmitFailure(error, {
        fields: ['password'] as const,
        setError: form.setError,
        toast: ACCOUNT_TEXTS.changePassword,
      });
    }
  });

  return (
    <>
      {/* Outside the form: React's events bubble out of the dialog's portal. */}
      {dialog}
      <form onSubmit={onSubmit} noValidate className="space-y-5 pt-2">
        <NewPasswordFields form={form} />
        <DialogFormActions
          submitLabel={ACCOUNT_TEXTS.savePassword}
          busyLabel={ACCOUNT_TEXTS.savingPassword}
          busy={form.formState.isSubmitting}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}
