import type { ProviderAssignment } from '@aurum/shared/provider/provider-contract';
import { PROVIDER_THANKS } from '@aurum/shared/provider/provider-messages';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-error';
import { useRespondToAssignment } from '../api/respond-to-assignment';
import type { LinkAnswer } from '@aurum/shared/provider/provider-contract';
import { ConfirmAnswerForm, DeclineAnswerForm } from './answer-forms';

export interface AnswerTarget {
  assignment: ProviderAssignment;
  action: 'confirm' | 'decline';
}

/** Confirm (with an optional quote or note) or Decline (with a reason) one request. */
export function AnswerDialog({
  target,
  onClose,
}: {
  target: AnswerTarget | null;
  onClose: () => void;
}) {
  const respond = useRespondToAssignment();
  const confirming = target?.action === 'confirm';

  const onAnswer = async (answer: LinkAnswer) => {
    await respond.mutateAsync({ assignmentId: target!.assignment.assignment_id, answer });
    toast.success(PROVIDER_THANKS[answer.action]);
    onClose();
  };
  const onError = (error: unknown) => {
    // Answered, taken or expired meanwhile: the refreshed list shows where it stands now.
    const final = isApiError(error) && error.status >= 400 && error.status < 500;
    toast.error(final ? 'This request cannot be answered' : 'Your answer could not be sent', {
      description: error instanceof Error ? error.message : undefined,
    });
    if (final) onClose();
  };
  const cancel = (
    <DialogClose asChild>
      <Button variant="ghost" size="lg">
        Cancel
      </Button>
    </DialogClose>
  );

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{confirming ? 'Confirm this request' : 'Decline this request'}</DialogTitle>
        <DialogDescription className="line-clamp-3">
          {target?.assignment.request.service_label}: {target?.assignment.request.description}
        </DialogDescription>
        {target && (
          <div className="mt-6">
            {confirming ? (
              <ConfirmAnswerForm
                onAnswer={(answer) => onAnswer({ action: 'confirm', ...answer })}
                onError={onError}
                secondary={cancel}
              />
            ) : (
              <DeclineAnswerForm
                onAnswer={(answer) => onAnswer({ action: 'decline', ...answer })}
                onError={onError}
                secondary={cancel}
              />
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
