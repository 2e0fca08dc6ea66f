import type { PersonalEvent, PersonalEventInput } from '@aurum/shared/calendar/calendar-contract';
import {
  EVENT_PLACE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  type CalendarEntry,
} from '@aurum/shared/calendar/calendar-rules';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { useCreateCalendarEvent } from '../api/create-calendar-event';
import { useUpdateCalendarEvent } from '../api/update-calendar-event';
import type { IsoDate } from '../utils/calendar-dates';

const FIELDS = ['title', 'date', 'time', 'place'] as const;

export interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The personal event to change; without one the dialog adds a new event. */
  entry?: CalendarEntry | null;
  /** The day a new event starts on (the selected day). */
  defaultDate: IsoDate;
  /** Called with the saved entry, so the calendar can show its day. */
  onSaved: (entry: CalendarEntry) => void;
}

const eventChecks = lazyResolver(
  async () => (await import('../utils/event-form-resolver')).eventFormResolver,
);

function EventForm({ entry, defaultDate, onSaved, onOpenChange }: EventFormDialogProps) {
  const create = useCreateCalendarEvent();
  const update = useUpdateCalendarEvent();
  const form = useForm<PersonalEventInput, unknown, PersonalEvent>({
    resolver: eventChecks.resolver,
    defaultValues: {
      title: entry?.title ?? '',
      date: entry?.date ?? defaultDate,
      time: entry?.time ?? '',
      place: entry?.place ?? '',
    },
  });
  useEffect(() => eventChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (event) => {
    try {
      const saved = entry
        ? await update.mutateAsync({ sourceId: entry.source_id, event })
        : await create.mutateAsync(event);
      toast.success(entry ? 'Event updated' : 'Event added');
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      if (showSubmitFailure(error, { fields: FIELDS, setError: form.setError }).length > 0) return;
      if (isApiError(error, 'NOT_FOUND')) {
        toast.error('This event no longer exists');
        onOpenChange(false);
        return;
      }
      toast.error('Could not save the event', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <FormField
        label="Title"
        required
        maxLength={EVENT_TITLE_MAX_LENGTH}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Date"
          type="date"
          required
          error={errors.date?.message}
          {...form.register('date')}
        />
        <FormField
          label="Time"
          type="time"
          optional
          error={errors.time?.message}
          {...form.register('time')}
        />
      </div>
      <FormField
        label="Place"
        optional
        maxLength={EVENT_PLACE_MAX_LENGTH}
        error={errors.place?.message}
        {...form.register('place')}
      />
      <p className="text-xs text-zinc-400">Leave the time empty for an all-day event.</p>
      <DialogFormActions
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={entry ? 'Save Changes' : 'Add Event'}
      />
    </form>
  );
}

/** Add Event, or edit a personal event: Title, Date, Time and Place, checked by the shared schema. */
export function EventFormDialog(props: EventFormDialogProps) {
  const { open, onOpenChange, entry } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{entry ? 'Edit Event' : 'Add Event'}</DialogTitle>
        <DialogDescription>
          {entry
            ? 'Change the details of your event.'
            : 'Put something of your own in your calendar.'}
        </DialogDescription>
        {/* Mounted while open only, so each opening starts from the entry or the selected day. */}
        {open && <EventForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}
