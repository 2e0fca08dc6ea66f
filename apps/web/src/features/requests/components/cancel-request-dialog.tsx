import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
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
import { useCancelServiceRequest } from '../api/cancel-service-request';
import { failureText, REQUEST_MESSAGES } from '../utils/request-messages';

/** Asks before a pending request is cancelled. */
export function CancelRequestDialog({
  request,
  onClose,
}: {
  /** The request to cancel; the dialog is open while there is one. */
  request: ServiceRequestDetail | null;
  onClose: () => void;
}) {
  const cancel = useCancelServiceRequest();

  const confirm = async () => {
    if (!request) return;
    try {
      await cancel.mutateAsync(request.id);
      toast.success(REQUEST_MESSAGES.requestCancelled);
      onClose();
    } catch (error) {
      toast.error(REQUEST_MESSAGES.cancelFailedTitle, {
        description: failureText(error, 'Please try again.'),
      });
      if (isApiError(error, 'REQUEST_NOT_PENDING') || isApiError(error, 'NOT_FOUND')) onClose();
    }
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogTitle>Cancel this request?</DialogTitle>
        {request && (
          <DialogDescription>
            Your {serviceTypeLabel(request.service_type)} request will be cancelled, and any
            provider we asked will be told. This cannot be undone.
          </DialogDescription>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Keep Request</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void confirm()} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Request'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
