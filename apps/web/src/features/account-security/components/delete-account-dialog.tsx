import { DATA_RIGHTS_TEXTS as T } from '@aurum/shared/data-rights/data-rights-texts';
import type { FormEvent } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';

/** The confirmation before a deletion: what is removed, what is kept and why, the 7 days. */
export function DeleteAccountDialog({
  open,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent>
        <DialogTitle>{T.confirmTitle}</DialogTitle>
        <DialogDescription>{T.confirmGrace}</DialogDescription>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-zinc-300">
          <li>{T.confirmRemoved}</li>
          <li>{T.confirmRequests}</li>
          <li>{T.confirmPayments}</li>
        </ul>
        {error ? (
          <p role="alert" className="mt-4 text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <form className="mt-5" onSubmit={submit}>
          <DialogFormActions
            submitLabel={T.confirmButton}
            busyLabel={T.deleting}
            busy={busy}
            onCancel={onCancel}
            cancelWhileBusy
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
