import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { ReauthDialog } from '../components/reauth-dialog';

/**
 * Runs a sensitive change that needs a recent re-authentication (ASVS 7.5.1, ADR 051). When the
 * server answers 403 AUTH_REAUTH_REQUIRED, the "Confirm it is you" dialog asks for the password
 * (POST /auth/v1/reauthenticate) and the action runs once more.
 *
 * ```tsx
 * const { run, dialog } = useReauthenticated();
 * const onSave = async () => {
 *   const answer = await run(() => changePassword.mutateAsync(values));
 *   if (answer === null) return; // the member closed the dialog: nothing changed
 *   ...
 * };
 * return <>{dialog}<form onSubmit={onSave}>...</form></>;
 * ```
 *
 * `run` resolves with the action's result, or `null` when the member cancelled the dialog; any
 * other failure (of the first try or the retry) rejects as the action's own error.
 */
export function useReauthenticated() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((ok: boolean) => void) | null>(null);

  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | null> => {
    try {
      return await action();
    } catch (error) {
      if (!isApiError(error, 'AUTH_REAUTH_REQUIRED')) throw error;
    }
    const confirmed = await new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setOpen(true);
    });
    return confirmed ? action() : null;
  }, []);

  const onDone = useCallback((ok: boolean) => {
    setOpen(false);
    settle.current?.(ok);
    settle.current = null;
  }, []);

  return { run, dialog: <ReauthDialog open={open} onDone={onDone} /> };
}
