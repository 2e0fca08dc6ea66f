import type { PasskeyView } from '@aurum/shared/auth/passkeys-contract';
import { passkeyNameProblem } from '@aurum/shared/auth/passkeys-rules';
import { PASSKEY_TEXTS } from '@aurum/shared/auth/passkeys-messages';
import { formatDate, formatDateTime } from '@aurum/shared/format/dates';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { passkeyFailureMessage } from '../../../lib/webauthn';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';

interface PasskeyRowProps {
  passkey: PasskeyView;
  /** Just added: the name is offered for editing at once. */
  naming: boolean;
  onNamed: () => void;
  /** Runs a change that may ask for the password first. */
  runSensitive: <T>(action: () => Promise<T>) => Promise<T | null>;
}

/** One passkey: its name, when it was added and last used; rename in place, remove after a confirm. */
export function PasskeyRow({ passkey, naming, onNamed, runSensitive }: PasskeyRowProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemovePasskey();
  const open = editing || naming;
  const stopEditing = () => {
    setEditing(false);
    onNamed();
  };

  const onRemove = async () => {
    // The question is answered: it closes before the password prompt may open, so the member
    // types into one dialog, never into one stacked on another.
    setConfirming(false);
    try {
      const removed = await runSensitive(async () => {
        await remove.mutateAsync(passkey.id);
        return true;
      });
      if (removed === null) return; // the member closed the password prompt: nothing changed
      toast.success(PASSKEY_TEXTS.removed);
    } catch (error) {
      toast.error(passkeyFailureMessage(error));
    }
  };

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      {open ? (
        <RenameForm passkey={passkey} hint={naming} onDone={stopEditing} />
      ) : (
        <>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-zinc-100">
              {passkey.name}
              {passkey.synced && <Badge tone="grey">{PASSKEY_TEXTS.synced}</Badge>}
            </p>
            <p className="mt-1 text-sm text-zinc-400">
              {PASSKEY_TEXTS.created} {formatDate(passkey.created_at)} ·{' '}
              {passkey.last_used_at
                ? `${PASSKEY_TEXTS.lastUsed} ${formatDateTime(passkey.last_used_at)}`
                : PASSKEY_TEXTS.neverUsed}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${PASSKEY_TEXTS.rename} ${passkey.name}`}
              onClick={() => setEditing(true)}
            >
              {PASSKEY_TEXTS.rename}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${PASSKEY_TEXTS.remove} ${passkey.name}`}
              onClick={() => setConfirming(true)}
            >
              {PASSKEY_TEXTS.remove}
            </Button>
          </div>
        </>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle>{PASSKEY_TEXTS.removeTitle}</DialogTitle>
          <DialogDescription>{PASSKEY_TEXTS.removeBody(passkey.name)}</DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">{PASSKEY_TEXTS.cancel}</Button>
            </DialogClose>
            <Button variant="danger" onClick={onRemove} disabled={remove.isPending}>
              {remove.isPending ? PASSKEY_TEXTS.removing : PASSKEY_TEXTS.remove}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}

function RenameForm({
  passkey,
  hint,
  onDone,
}: {
  passkey: PasskeyView;
  hint: boolean;
  onDone: () => void;
}) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = passkeyNameProblem(trimmed);
    if (problem) return setError(problem);
    if (trimmed === passkey.name) return onDone();
    try {
      await rename.mutateAsync({ id: passkey.id, name: trimmed });
      toast.success(PASSKEY_TEXTS.renamed);
      onDone();
    } catch (failure) {
      setError(passkeyFailureMessage(failure));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex w-full flex-col gap-3 sm:flex-row sm:items-end"
    >
      <FormField
        label={PASSKEY_TEXTS.nameLabel}
        className="flex-1"
        value={name}
        maxLength={80}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        error={error}
        onChange={(event) => setName(event.currentTarget.value)}
      >
        {hint && <p className="mt-1 text-sm text-zinc-400">{PASSKEY_TEXTS.nameHint}</p>}
      </FormField>
      <div className="flex gap-2 sm:pb-0.5">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {rename.isPending ? PASSKEY_TEXTS.saving : PASSKEY_TEXTS.save}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {PASSKEY_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
