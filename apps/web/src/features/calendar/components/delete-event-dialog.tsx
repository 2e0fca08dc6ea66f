import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
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
import { useDeleteCalendarEvent } from '../api/delete-calendar-event';
import { eventTimeLabel, longDate } from '../utils/calendar-dates';

export interface DeleteEventDialogProps {
  /** The personal event to delete; the dialog is open while there is one. */
  entry: CalendarEntry | null;
  onClose: () => void;
}

/** Asks before a personal event is deleted. */
export function DeleteEventDialog({ entry, onClose }: DeleteEventDialogProps) {
  const remove = useDeleteCalendarEvent();

  const confirm = async () => {
    if (!entry) return;
    try {
      await remove.mutateAsync(entry.source_id);
      toast.success('Event deleted');
      onClose();
    } catch (error) {
      if (isApiError(error, 'NOT_FOUND')) {
        toast.error('This event no longer exists');
        onClose();
        return;
      }
      toast.error('Could not delete the event', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogTitle>Delete this event?</DialogTitle>
        {entry && (
          <DialogDescription>
            &ldquo;{entry.title}&rdquo; on {longDate(entry.date)} ({eventTimeLabel(entry.time)})
            will be removed from your calendar.
          </DialogDescription>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
