import {
  GIFT_CATEGORIES,
  GIFT_STATUSES,
  SOCIETY_LABELS,
} from '@aurum/shared/society/society-rules';
import type { AdminGift, GiftInput, GiftValues } from '@aurum/shared/society/society-contract';
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
import { useSaveGift } from '../api/manage-society';
import { Options, orNull, resolvers } from './society-form-parts';

const randToCents = (value: unknown) =>
  value === '' || value === undefined
    ? Number.NaN
    : Math.round(Number(String(value).replace(/[\s,]/g, '')) * 100);

/** The form keeps the value in rand; the schema reads cents. */
const giftChecks = lazyResolver(async () => {
  const check = (await resolvers()).societyGiftResolver;
  const inCents: typeof check = (values, context, options) =>
    check({ ...values, value_cents: randToCents(values.value_cents) }, context, options);
  return inCents;
});

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
