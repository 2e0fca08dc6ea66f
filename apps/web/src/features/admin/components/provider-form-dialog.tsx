import type {
  AdminProvider,
  ProviderInput,
  ProviderValues,
} from '@aurum/shared/admin/providers-contract';
import { PROVIDER_LOCATIONS } from '@aurum/shared/admin/providers-rules';
import { SERVICE_TYPES } from '@aurum/shared/requests/service-types';
import { useEffect } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { Checkbox } from '../../../components/ui/checkbox';
import { ControlField } from '../../../components/ui/control-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { useAdminCategories } from '../api/manage-categories';
import { useSaveProvider } from '../api/manage-providers';

const providerChecks = lazyResolver(
  async () => (await import('../utils/admin-form-resolvers')).providerResolver,
);

const valuesOf = (provider: AdminProvider | null): ProviderInput =>
  provider
    ? {
        name: provider.name,
        service_type: provider.service_type as ProviderInput['service_type'],
        category_id: provider.category_id,
        location: provider.location as ProviderInput['location'],
        price_range: provider.price_range,
        price_from_cents: provider.price_from_cents,
        description: provider.description,
        contact_email: provider.contact_email,
        contact_phone: provider.contact_phone,
        is_active: provider.is_active,
        dining: provider.dining,
        availability_hours: provider.availability_hours,
        response_time: provider.response_time,
        completed_jobs: provider.completed_jobs,
        years_experience: provider.years_experience,
      }
    : ({
        name: '',
        service_type: '',
        category_id: null,
        location: '',
        price_range: '',
        price_from_cents: null,
        description: '',
        contact_email: '',
        contact_phone: '',
        is_active: true,
        dining: false,
        availability_hours: '',
        response_time: '',
        completed_jobs: 0,
        years_experience: 0,
      } as unknown as ProviderInput);

/** The form's fields, for placing the server's field errors. */
const FIELDS = Object.keys(valuesOf(null)) as Path<ProviderInput>[];

interface ProviderFormProps {
  provider: AdminProvider | null;
  onDone: () => void;
}

function ProviderForm({ provider, onDone }: ProviderFormProps) {
  const save = useSaveProvider();
  const categories = useAdminCategories();
  const form = useForm<ProviderInput, unknown, ProviderValues>({
    resolver: providerChecks.resolver,
    defaultValues: valuesOf(provider),
  });
  useEffect(() => providerChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const number = { valueAsNumber: true } as const;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: provider?.id, body });
      toast.success(provider ? 'Provider updated' : 'Provider added', { description: saved.name });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: FIELDS,
        setError: form.setError,
        toast: 'Could not save the provider',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
      <FormField label="Name" required error={errors.name?.message} {...form.register('name')} />
      <FormField
        label="Contact e-mail"
        type="email"
        required
        error={errors.contact_email?.message}
        {...form.register('contact_email')}
      />
      <ControlField label="Service type" error={errors.service_type?.message}>
        {(control) => (
          <Select {...control} {...form.register('service_type')}>
            <option value="">Choose a service type</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <ControlField label="Category" error={errors.category_id?.message}>
        {(control) => (
          <Select
            {...control}
            {...form.register('category_id', { setValueAs: (v: string) => v || null })}
          >
            <option value="">No category</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <ControlField label="Location" error={errors.location?.message}>
        {(control) => (
          <Select {...control} {...form.register('location')}>
            <option value="">Choose a location</option>
            {PROVIDER_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <FormField
        label="Phone"
        type="tel"
        error={errors.contact_phone?.message}
        {...form.register('contact_phone')}
      />
      <FormField
        label="Price range"
        placeholder="R1,800 - R4,500 per evening"
        error={errors.price_range?.message}
        {...form.register('price_range')}
      />
      <Controller
        control={form.control}
        name="price_from_cents"
        render={({ field, fieldState }) => (
          <ControlField label="Lowest price (R)" error={fieldState.error?.message}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value == null ? '' : field.value / 100}
                onChange={(event) =>
                  field.onChange(
                    event.target.value === '' ? null : Math.round(Number(event.target.value) * 100),
                  )
                }
              />
            )}
          </ControlField>
        )}
      />
      <FormField
        label="Availability hours"
        placeholder="Mon-Sun 06:00-22:00 or 24/7"
        error={errors.availability_hours?.message}
        {...form.register('availability_hours')}
      />
      <FormField
        label="Response time"
        placeholder="Within 30 minutes"
        error={errors.response_time?.message}
        {...form.register('response_time')}
      />
      <FormField
        label="Completed jobs"
        type="number"
        min={0}
        error={errors.completed_jobs?.message}
        {...form.register('completed_jobs', number)}
      />
      <FormField
        label="Years of experience"
        type="number"
        min={0}
        error={errors.years_experience?.message}
        {...form.register('years_experience', number)}
      />
      <ControlField
        label="Description"
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </ControlField>
      <Checkbox
        label="Active"
        description="Active providers are matched, offered to members and listed in the marketplace."
        className="sm:col-span-2"
        {...form.register('is_active')}
      />
      <Checkbox
        label="Restaurant tables"
        description="Takes table bookings: asked when a member books a table through the assistant."
        className="sm:col-span-2"
        {...form.register('dining')}
      />
      <DialogFormActions
        className="sm:col-span-2"
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={provider ? 'Save changes' : 'Add provider'}
      />
    </form>
  );
}

/** Create or edit a provider with every field of the catalogue. */
export function ProviderFormDialog({
  open,
  provider,
  onOpenChange,
}: {
  open: boolean;
  provider: AdminProvider | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{provider ? 'Edit provider' : 'New provider'}</DialogTitle>
        <DialogDescription>
          {provider
            ? `Changes apply at once to matching and the marketplace.`
            : 'Add a verified provider to the catalogue.'}
        </DialogDescription>
        {open && (
          <ProviderForm
            key={provider?.id ?? 'new'}
            provider={provider}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
