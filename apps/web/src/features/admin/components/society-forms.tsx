import {
  EVENT_CATEGORIES,
  EVENT_TIERS,
  GIFT_CATEGORIES,
  GIFT_STATUSES,
  PERK_CATEGORIES,
  PERK_FULFILMENTS,
  PERK_TIERS,
  SOCIETY_LABELS,
} from '@aurum/shared/society/society-rules';
import type {
  AdminGift,
  AdminPerk,
  AdminSocietyEvent,
  EventInput,
  EventValues,
  GiftInput,
  GiftValues,
  PerkInput,
  PerkValues,
} from '@aurum/shared/society/society-contract';
import { localDateAndTime } from '@aurum/shared/time/member-time';
import { useEffect, type ReactNode } from 'react';
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
import { useSaveGift, useSavePerk, useSaveSocietyEvent } from '../api/manage-society';

const randToCents = (value: unknown) =>
  value === '' || value === undefined
    ? Number.NaN
    : Math.round(Number(String(value).replace(/[\s,]/g, '')) * 100);

const resolvers = async () => import('../utils/admin-form-resolvers');
const perkChecks = lazyResolver(async () => (await resolvers()).societyPerkResolver);
const eventChecks = lazyResolver(async () => (await resolvers()).societyEventResolver);
/** The form keeps the value in rand; the schema reads cents. */
const giftChecks = lazyResolver(async () => {
  const check = (await resolvers()).societyGiftResolver;
  const inCents: typeof check = (values, context, options) =>
    check({ ...values, value_cents: randToCents(values.value_cents) }, context, options);
  return inCents;
});

const orNull = (value: unknown) => (value === '' || value === null ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
function Options<T extends string>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A dialog around one form, mounted only while open. */
export function SocietyDialog({
  open,
  title,
  description,
  onOpenChange,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

const PERK_FIELDS = [
  'title',
  'description',
  'category',
  'tier',
  'value',
  'fulfilment',
  'expires_at',
  'stock',
] as const;

/** A perk of the catalogue: new, or edited (the stock left set again). */
export function PerkForm({ perk, onDone }: { perk: AdminPerk | null; onDone: () => void }) {
  const save = useSavePerk();
  const form = useForm<PerkInput, unknown, PerkValues>({
    resolver: perkChecks.resolver,
    defaultValues: {
      title: perk?.title ?? '',
      description: perk?.description ?? '',
      category: perk?.category ?? 'monthly',
      tier: perk?.tier ?? 'gold',
      value: perk?.value ?? '',
      fulfilment: perk?.fulfilment ?? 'code',
      expires_at: perk?.expires_at ?? null,
      stock: perk?.stock ?? null,
    },
  });
  useEffect(() => perkChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: perk?.id, body });
      toast.success(perk ? 'Perk updated' : 'Perk added', { description: body.title });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: PERK_FIELDS,
        setError: form.setError,
        toast: 'Could not save the perk',
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
        <ControlField label="Category" error={errors.category?.message}>
          {(control) => (
            <Select {...control} {...form.register('category')}>
              <Options values={PERK_CATEGORIES} label={(v) => SOCIETY_LABELS.perkCategory[v]} />
            </Select>
          )}
        </ControlField>
        <ControlField label="Tier" error={errors.tier?.message}>
          {(control) => (
            <Select {...control} {...form.register('tier')}>
              <Options values={PERK_TIERS} label={(v) => SOCIETY_LABELS.tier[v]} />
            </Select>
          )}
        </ControlField>
        <FormField
          label="Value"
          required
          error={errors.value?.message}
          {...form.register('value')}
        />
        <ControlField label="Fulfilment" error={errors.fulfilment?.message}>
          {(control) => (
            <Select {...control} {...form.register('fulfilment')}>
              <Options
                values={PERK_FULFILMENTS}
                label={(v) => (v === 'code' ? 'A code to show' : 'The concierge follows up')}
              />
            </Select>
          )}
        </ControlField>
        <FormField
          label="Expires"
          type="date"
          optional
          error={errors.expires_at?.message}
          {...form.register('expires_at', { setValueAs: orNull })}
        />
        <FormField
          label="Stock"
          type="number"
          min={0}
          optional
          placeholder="Unlimited"
          error={errors.stock?.message}
          {...form.register('stock', { setValueAs: numberOrNull })}
        />
      </div>
      <DialogFormActions
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={perk ? 'Save changes' : 'Add perk'}
      />
    </form>
  );
}

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

const GIFT_FIELDS = [
  'member_email',
  'gift_name',
  'sent_date',
  'category',
  'value_cents',
  'status',
  'note',
] as const;

/** A gift recorded for a member (by their e-mail address), or its record edited. */
export function GiftForm({ gift, onDone }: { gift: AdminGift | null; onDone: () => void }) {
  const save = useSaveGift();
  const form = useForm<GiftInput, unknown, GiftValues>({
    resolver: giftChecks.resolver,
    defaultValues: {
      member_email: gift?.member_email ?? '',
      gift_name: gift?.gift_name ?? '',
      sent_date: gift?.sent_date ?? '',
      category: gift?.category ?? 'wine',
      value_cents: gift ? gift.value_cents / 100 : ('' as unknown as number),
      status: gift?.status ?? 'delivered',
      note: gift?.note ?? null,
    },
  });
  useEffect(() => giftChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: gift?.id, body });
      toast.success(gift ? 'Gift updated' : 'Gift recorded', { description: body.gift_name });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: GIFT_FIELDS,
        setError: form.setError,
        toast: 'Could not save the gift',
      });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <FormField
        label="Member e-mail"
        type="email"
        required
        readOnly={Boolean(gift)}
        error={errors.member_email?.message}
        {...form.register('member_email')}
      />
      <FormField
        label="Gift name"
        required
        error={errors.gift_name?.message}
        {...form.register('gift_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Sent date"
          type="date"
          required
          error={errors.sent_date?.message}
          {...form.register('sent_date')}
        />
        <FormField
          label="Value (rand)"
          inputMode="decimal"
          required
          error={errors.value_cents?.message}
          {...form.register('value_cents')}
        />
        <ControlField label="Category" error={errors.category?.message}>
          {(control) => (
            <Select {...control} {...form.register('category')}>
              <Options values={GIFT_CATEGORIES} label={(v) => SOCIETY_LABELS.giftCategory[v]} />
            </Select>
          )}
        </ControlField>
        <ControlField label="Status" error={errors.status?.message}>
          {(control) => (
            <Select {...control} {...form.register('status')}>
              <Options values={GIFT_STATUSES} label={(v) => SOCIETY_LABELS.giftStatus[v]} />
            </Select>
          )}
        </ControlField>
      </div>
      <ControlField label="Note" optional error={errors.note?.message}>
        {(control) => (
          <Textarea {...control} rows={2} {...form.register('note', { setValueAs: orNull })} />
        )}
      </ControlField>
      <DialogFormActions
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={gift ? 'Save changes' : 'Record gift'}
      />
    </form>
  );
}
