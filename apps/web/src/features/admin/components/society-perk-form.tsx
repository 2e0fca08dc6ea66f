import {
  PERK_CATEGORIES,
  PERK_FULFILMENTS,
  PERK_TIERS,
  SOCIETY_LABELS,
} from '@aurum/shared/society/society-rules';
import type { AdminPerk, PerkInput, PerkValues } from '@aurum/shared/society/society-contract';
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
import { useSavePerk } from '../api/manage-society';
import { numberOrNull, Options, orNull, resolvers } from './society-form-parts';

const perkChecks = lazyResolver(async () => (await resolvers()).societyPerkResolver);

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
