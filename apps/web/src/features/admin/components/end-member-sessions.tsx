import type { AdminMember } from '@aurum/shared/admin/members-contract';
import { STAFF_SESSIONS_TEXTS as T } from '@aurum/shared/auth/sessions-texts';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useEndMemberSessions } from '../api/end-member-sessions';

/**
 * The console's "End sessions" for one member (ASVS 7.4.5): after a confirmation, the member is
 * signed out on every device at once; the audit log records which staff member did it.
 */
export function EndMemberSessions({ member }: { member: AdminMember }) {
  const [open, setOpen] = useState(false);
  const end = useEndMemberSessions();
  const who = member.name || member.email;
  const confirm = async () => {
    try {
      const answer = await end.mutateAsync(member.id);
      toast.success(T.ended(answer.ended));
      setOpen(false);
    } catch {
      toast.error(T.failed);
    }
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${T.action}: ${who}`}
      >
        <LogOut aria-hidden="true" />
        {T.action}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={T.title}
        description={T.body(who)}
        confirmLabel={T.confirm}
        busyLabel={T.ending}
        cancelLabel={T.cancel}
        busy={end.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
