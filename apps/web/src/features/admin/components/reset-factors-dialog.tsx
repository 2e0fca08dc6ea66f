import type { AdminMember } from '@aurum/shared/admin/members-contract';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useResetMemberFactors } from '../api/reset-member-factors';

const T = TWO_FACTOR_TEXTS;

/**
 * "Reset two-factor" for a member who lost every factor (issue 26, ADR 052): after checking the
 * member's identity, staff type the member's e-mail to confirm; the server removes the factors
 * and records 'factors_reset_by_staff' with the staff id.
 */
export function ResetFactorsDialog({ member }: { member: AdminMember }) {
  const reset = useResetMemberFactors();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = member.name || member.email;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim().toLowerCase() !== member.email.toLowerCase()) {
      return setError(email.trim() ? T.staffResetMismatch : T.staffResetConfirmRequired);
    }
    try {
      await reset.mutateAsync({ id: member.id, confirmEmail: email });
      toast.success(T.staffResetDone(name));
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : T.staffResetMismatch);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setEmail('');
        setError(undefined);
      }}
    >
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {T.staffReset}
      </Button>
      <DialogContent>
        <DialogTitle>{T.staffResetTitle(name)}</DialogTitle>
        <DialogDescription>{T.staffResetIntro}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <FormField
            label={T.staffResetConfirmLabel}
            type="email"
            autoComplete="off"
            required
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <DialogFormActions
            submitLabel={T.staffReset}
            busyLabel={T.verifying}
            busy={reset.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
