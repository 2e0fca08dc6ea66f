import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { useRef, useState, type FormEvent } from 'react';
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
 * A stand-in for the re-authentication hook and dialog another part of issue 26 builds
 * (`useReauthenticated`): the lead replaces this file at merge. `guarded(action)` runs the action;
 * when the server answers 403 AUTH_REAUTH_REQUIRED it asks for the password
 * (POST /auth/v1/reauthenticate) and runs the action again.
 */
export function useTwoFactorReauth() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ retry: () => Promise<unknown>; done: (ok: boolean) => void } | null>(
    null,
  );

  async function guarded<T>(action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (failure) {
      if (!isApiError(failure, 'AUTH_REAUTH_REQUIRED')) throw failure;
      const ok = await new Promise<boolean>((done) => {
        pending.current = { retry: action, done };
        setPassword('');
        setError(undefined);
        setOpen(true);
      });
      return ok ? action() : undefined;
    }
  }

  const close = (ok: boolean) => {
    setOpen(false);
    pending.current?.done(ok);
    pending.current = null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(REAUTH_TEXTS.required);
    setBusy(true);
    try {
      await apiRequest('/auth/v1/reauthenticate', { method: 'POST', body: { password } });
      close(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : REAUTH_TEXTS.invalid);
    } finally {
      setBusy(false);
    }
  };

  const prompt = (
    <Dialog open={open} onOpenChange={(next) => !next && close(false)}>
      <DialogContent>
        <DialogTitle>{REAUTH_TEXTS.title}</DialogTitle>
        <DialogDescription>{REAUTH_TEXTS.intro}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <FormField
            label={REAUTH_TEXTS.password}
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
          />
          <DialogFormActions
            submitLabel={REAUTH_TEXTS.confirm}
            busyLabel={REAUTH_TEXTS.confirming}
            busy={busy}
            onCancel={() => close(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
  return { guarded, prompt };
}
