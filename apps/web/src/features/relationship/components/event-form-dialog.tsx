import type {
  SharedEvent,
  SharedEventForm,
  SharedEventInput,
} from '@aurum/shared/relationship/relationship-contract';
import {
  SHARED_EVENT_CATEGORIES,
  SHARED_EVENT_CATEGORY_LABELS,
} from '@aurum/shared/relationship/relationship-rules';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ControlField } from '../../../components/ui/control-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useAddSharedEvent, useChangeSharedEvent } from '../api/relationship-changes';

const eventChecks = lazyResolver(
  async () => (await import('../utils/relationship-resolvers')).sharedEventResolver,
);
const FIELDS = ['title', 'description', 'date', 'time', 'location', 'category'] as const;

function EventForm({
  spaceId,
  event,
  onDone,
}: {
  spaceId: string;
  event: SharedEvent | null;
  onDone: () => void;
}) {
  const add = useAddSharedEvent();
  const change = useChangeSharedEvent();
  const form = useForm<SharedEventForm, unknown, SharedEventInput>({
    resolver: eventChecks.resolver,
    defaultValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      date: event?.date ?? '',
      time: event?.time ?? '',
      location: event?.location ?? '',
      category: event?.category ?? 'date',
      status: event?.status ?? 'planned',
    },
  });
  useEffect(() => eventChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = event
        ? await change.mutateAsync({ spaceId, id: event.id, body })
        : await add.mutateAsync({ spaceId, body });
      toast.success(event ? 'Event Updated' : 'Event Added', {
        description: `${saved.title}, in both your calendars.`,
      });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: FIELDS,
        setError: form.setError,
        toast: 'Event Not Saved',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
      <FormField
        label="Title"
        required
        placeholder="e.g. Dinner at the Waterfront"
        className="sm:col-span-2"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <ControlField label="Category" error={errors.category?.message}>
        {(control) => (
          <Select {...control} {...form.register('category')}>
            {SHARED_EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {SHARED_EVENT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
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
      <FormField
        label="Location"
        optional
        error={errors.location?.message}
        {...form.register('location')}
      />
      <ControlField
        label="Description"
        optional
        className="sm:col-span-2"
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} {...form.register('description')} />}
      </ControlField>
      <DialogFormActions
        className="sm:col-span-2"
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={event ? 'Save Event' : 'Add Event'}
      />
    </form>
  );
}

/** Add a shared event, or change one: it shows in both partners' calendars. */
export function EventFormDialog({
  spaceId,
  event = null,
  open,
  onOpenChange,
}: {
  spaceId: string;
  event?: SharedEvent | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{event ? 'Edit shared event' : 'New shared event'}</DialogTitle>
        <DialogDescription>
          A date, an appointment or a reminder for the two of you: it appears in both calendars.
        </DialogDescription>
        {open && (
          <EventForm
            key={event?.id ?? 'new'}
            spaceId={spaceId}
            event={event}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
