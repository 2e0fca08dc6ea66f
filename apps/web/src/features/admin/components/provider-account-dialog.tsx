import type {
  AdminProvider,
  ProviderAccountInput,
  providerAccountSchema,
} from '@aurum/shared/admin/providers-contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { useCreateProviderAccount } from '../api/manage-providers';

const accountChecks = lazyResolver(
  async () => (await import('../utils/admin-form-resolvers')).providerAccountResolver,
);

const FIELDS = ['email', 'password', 'name'] as const;

function AccountForm({ provider, onDone }: { provider: AdminProvider; onDone: () => void }) {
  const create = useCreateProviderAccount();
  const form = useForm<ProviderAccountInput, unknown, z.output<typeof providerAccountSchema>>({
    resolver: accountChecks.resolver,
    defaultValues: { email: provider.contact_email, password: '', name: '' },
  });
  useEffect(() => accountChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync({ id: provider.id, body });
      toast.success('Sign-in created', {
        description: `${provider.name} can now sign in with ${body.email}.`,
      });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: FIELDS,
        setError: form.setError,
        toast: 'Could not create the sign-in',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <FormField
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Contact person's name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="text-xs text-zinc-400">
        Share the password with the provider over a safe channel; they sign in at /auth and see
        their requests in the provider view.
      </p>
      <DialogFormActions busy={isSubmitting} busyLabel="Creating..." submitLabel="Create sign-in" />
    </form>
  );
}

/** "Create sign-in": a confirmed provider account linked to the provider. */
export function ProviderAccountDialog({
  provider,
  onOpenChange,
}: {
  provider: AdminProvider | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={provider !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Create sign-in</DialogTitle>
        <DialogDescription>
          {provider ? `A provider account for ${provider.name}.` : ''}
        </DialogDescription>
        {provider && (
          <AccountForm key={provider.id} provider={provider} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
