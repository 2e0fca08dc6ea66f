import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { useState, type FormEvent } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/**
 * A minimal password prompt for POST /auth/v1/reauthenticate, until the shared
 * `useReauthenticated` hook and dialog of this folder are merged (the lead replaces this file).
 */
export function DataRightsReauth({
  open,
  onDone,
  onCancel,
}: {
  open: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/auth/v1/reauthenticate', { method: 'POST', body: { password } });
      setPassword('');
      onDone();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : REAUTH_TEXTS.required);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogTitle>{REAUTH_TEXTS.title}</DialogTitle>
        <DialogDescription>{REAUTH_TEXTS.intro}</DialogDescription>
        <form className="mt-4 space-y-4" onSubmit={submit}>
          <FormField
            label={REAUTH_TEXTS.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ?? undefined}
          />
          <DialogFormActions
            submitLabel={REAUTH_TEXTS.confirm}
            busyLabel={REAUTH_TEXTS.confirming}
            busy={busy}
            incomplete={password === ''}
            onCancel={onCancel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
