import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
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

/** The member closed the password prompt: the change is not made, and nothing needs saying. */
export class ReauthCancelled extends Error {
  override readonly name = 'ReauthCancelled';
}

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * A stand-in for the shared re-authentication dialog (useReauthenticated, issue 26), to be
 * replaced by it at merge: `run(action)` runs a sensitive change; when the server answers 403
 * AUTH_REAUTH_REQUIRED it asks for the password (POST /auth/v1/reauthenticate) and runs it once
 * more. Render `dialog` once in the section.
 */
export function usePasskeysReauth(): {
  run: <T>(action: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!isApiError(error, 'AUTH_REAUTH_REQUIRED')) throw error;
      await new Promise<void>((resolve, reject) => setWaiting({ resolve, reject }));
      return action();
    }
  }, []);
  const finish = (outcome: 'confirmed' | 'cancelled') => {
    if (outcome === 'confirmed') waiting?.resolve();
    else waiting?.reject(new ReauthCancelled());
    setWaiting(null);
  };
  const dialog = (
    <PasswordPrompt
      open={waiting !== null}
      onConfirmed={() => finish('confirmed')}
      onCancel={() => finish('cancelled')}
    />
  );
  return { run, dialog };
}

function PasswordPrompt({
  open,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const close = () => {
    setPassword('');
    setError(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(REAUTH_TEXTS.required);
    setBusy(true);
    try {
      await apiRequest('/auth/v1/reauthenticate', { method: 'POST', body: { password } });
      close();
      onConfirmed();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : REAUTH_TEXTS.invalid);
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          close();
          onCancel();
        }
      }}
    >
      <DialogContent>
        <DialogTitle>{REAUTH_TEXTS.title}</DialogTitle>
        <DialogDescription>{REAUTH_TEXTS.intro}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-5">
          <FormField
            ref={field}
            label={REAUTH_TEXTS.password}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={error}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <DialogFormActions
            submitLabel={REAUTH_TEXTS.confirm}
            busyLabel={REAUTH_TEXTS.confirming}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
