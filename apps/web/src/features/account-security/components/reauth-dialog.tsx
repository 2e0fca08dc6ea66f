import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { type FormEvent, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { useReauthenticate } from '../api/reauthenticate';

/**
 * "Confirm it is you" (ASVS 7.5.1): the current password, sent to POST /auth/v1/reauthenticate.
 * `onDone(true)` once the server accepted it, `onDone(false)` when the member cancels or closes.
 * A wrong password, or the rate limit, is said on the field and the dialog stays open. Opened by
 * useReauthenticated; screens need not render it themselves.
 */
export function ReauthDialog({ open, onDone }: { open: boolean; onDone: (ok: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDone(false)}>
      <DialogContent>
        <DialogTitle>{REAUTH_TEXTS.title}</DialogTitle>
        <DialogDescription>{REAUTH_TEXTS.intro}</DialogDescription>
        {/* A fresh form each time the dialog opens: no password stays in memory. */}
        {open && <ReauthForm onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}

function ReauthForm({ onDone }: { onDone: (ok: boolean) => void }) {
  const reauthenticate = useReauthenticate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(REAUTH_TEXTS.intro);
    try {
      await reauthenticate.mutateAsync(password);
      onDone(true);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : REAUTH_TEXTS.invalid);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-5">
      <FormField
        label={REAUTH_TEXTS.password}
        type="password"
        autoComplete="current-password"
        autoFocus
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <DialogFormActions
        submitLabel={REAUTH_TEXTS.confirm}
        busyLabel={REAUTH_TEXTS.confirming}
        busy={reauthenticate.isPending}
        onCancel={() => onDone(false)}
      />
    </form>
  );
}
