import { EVENT_CATEGORIES, EVENT_TIERS, SOCIETY_LABELS } from '@aurum/shared/society/society-rules';
import type {
  AdminSocietyEvent,
  EventInput,
  EventValues,
} from '@aurum/shared/society/society-contract';
import { localDateAndTime } from '@aurum/shared/time/member-time';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ControlField } from '../../../components/ui/control-field';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useSaveSocietyEvent } from '../api/manage-society';
import { capitalised, Options, resolvers } from './society-form-parts';

const eventChecks = lazyResolver(async () => (await resolvers()).societyEventResolver);

const EVENT_FIELDS = [
  'title',
  'description',
  'date',
  'time',
  'location',
  'capacity',
  'tier_requirement',
  'category',
] as const;

/** A Society event: new, or edited (a capacity raised gives the new seats to the waitlist). */
export function SocietyEventForm({
  event,
  onDone,
}: {
  event: AdminSocietyEvent | null;
  onDone: () => void;
}) {
  const save = useSaveSocietyEvent();
  const start = event ? localDateAndTime(new Date(event.date)) : { date: '', time: '19:00' };
  const form = useForm<EventInput, unknown, EventValues>({
    resolver: eventChecks.resolver,
    defaultValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      date: start.date,
      time: start.time,
      location: event?.location ?? '',
      capacity: event?.capacity ?? 20,
      tier_requirement: event?.tier_requirement ?? 'gold',
      category: event?.category ?? 'dining',
    },
  });
  useEffect(() => eventChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: event?.id, body });
      toast.success(event ? 'Event updated' : 'Event added', { description: body.title });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: EVENT_FIELDS,
        setError: form.setError,
        toast: 'Could not save the event',
      });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <FormField label="Title" required error={errors.title?.message} {...form.register('title')} />
      <ControlField label="Description" required error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </ControlField>
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
          required
          error={errors.time?.message}
          {...form.register('time')}
        />
        <FormField
          label="Location"
          required
          error={errors.location?.message}
          {...form.register('location')}
        />
        <FormField
          label="Capacity"
          type="number"
          min={1}
          required
          error={errors.capacity?.message}
          {...form.register('capacity', { valueAsNumber: true })}
        />
        <ControlField label="Tier requirement" error={errors.tier_requirement?.message}>
          {(control) => (
            <Select {...control} {...form.register('tier_requirement')}>
              <Options values={EVENT_TIERS} label={capitalised} />
            </Select>
          )}
        </ControlField>
        <ControlField label="Category" error={errors.category?.message}>
          {(control) => (
            <Select {...control} {...form.register('category')}>
              <Options values={EVENT_CATEGORIES} label={(v) => SOCIETY_LABELS.eventCategory[v]} />
            </Select>
          )}
        </ControlField>
      </div>
      <DialogFormActions
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={event ? 'Save changes' : 'Add event'}
      />
    </form>
  );
}
