import { cn } from '../../lib/cn';
import { Button } from './button';
import { DialogClose } from './dialog';

export interface DialogFormActionsProps {
  /** The submit button's words, e.g. 'Save changes'. */
  submitLabel: string;
  /** Its words while the form is sent, e.g. 'Saving...'. */
  busyLabel: string;
  busy: boolean;
  /** Keeps submit disabled while the form cannot be sent yet (e.g. a required field is blank). */
  incomplete?: boolean;
  /** What Cancel does; without it, Cancel closes the dialog. */
  onCancel?: () => void;
  /** Also disables Cancel while the form is sent. */
  cancelWhileBusy?: boolean;
  cancelLabel?: string;
  /** E.g. the grid column the row spans in the form. */
  className?: string;
}

/**
 * The footer of a form in a dialog: Cancel and the submit button, side by side at the right,
 * stacked with submit on top on a phone.
 */
export function DialogFormActions({
  submitLabel,
  busyLabel,
  busy,
  incomplete = false,
  onCancel,
  cancelWhileBusy = false,
  cancelLabel = 'Cancel',
  className,
}: DialogFormActionsProps) {
  const cancel = (
    <Button variant="ghost" onClick={onCancel} disabled={cancelWhileBusy && busy}>
      {cancelLabel}
    </Button>
  );
  return (
    <div className={cn('flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end', className)}>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" disabled={busy || incomplete}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
