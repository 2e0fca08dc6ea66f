import type {
  FeaturedListing,
  FeaturedListingInput,
} from '@aurum/shared/marketplace/marketplace-staff-contract';
import type { AdminProvider } from '@aurum/shared/admin/providers-contract';
import { useState, type FormEvent } from 'react';
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
import { Select } from '../../../components/ui/select';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { useSaveFeatured } from '../api/manage-featured';

type Errors = Partial<Record<keyof FeaturedListingInput, string>>;

export interface FeaturedListingDialogProps {
  open: boolean;
  /** The listing to edit; null for a new one. */
  listing: FeaturedListing | null;
  providers: AdminProvider[];
  today: string;
  onOpenChange: (open: boolean) => void;
}

/** Adds or edits a featured listing: provider, window, priority and whether it is active. */
export function FeaturedListingDialog({
  open,
  onOpenChange,
  ...props
}: FeaturedListingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>
          {props.listing ? 'Edit featured listing' : 'New featured listing'}
        </DialogTitle>
        <DialogDescription>
          Featured providers show first, by priority, in the members&apos; Featured tab between the
          start and end dates.
        </DialogDescription>
        {open && <FeaturedListingForm {...props} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function check(values: FeaturedListingInput): Errors {
  const errors: Errors = {};
  if (!values.provider_id) errors.provider_id = 'Choose a provider';
  if (!values.start_date) errors.start_date = 'Start date is required';
  if (!values.end_date) errors.end_date = 'End date is required';
  else if (values.start_date && values.end_date < values.start_date) {
    errors.end_date = 'End date must be on or after the start date';
  }
  if (!Number.isInteger(values.priority_order) || values.priority_order < 0) {
    errors.priority_order = 'Priority must be a whole number, 0 or more';
  }
  return errors;
}

function FeaturedListingForm({
  listing,
  providers,
  today,
  onDone,
}: Omit<FeaturedListingDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const save = useSaveFeatured();
  const [values, setValues] = useState<FeaturedListingInput>(
    listing ?? {
      provider_id: '',
      is_active: true,
      start_date: today,
      end_date: '',
      priority_order: 0,
    },
  );
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<FeaturedListingInput>) => setValues((v) => ({ ...v, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ id: listing?.id, body: values });
      toast.success(listing ? 'Featured listing updated' : 'Featured listing added');
      onDone();
    } catch (error) {
      showSubmitFailure<keyof Errors>(error, {
        refuse: setErrors,
        toast: 'Could not save the featured listing',
      });
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-6 grid gap-4 sm:grid-cols-2"
    >
      <ControlField label="Provider" error={errors.provider_id} className="sm:col-span-2">
        {(control) => (
          <Select
            {...control}
            value={values.provider_id}
            onChange={(event) => set({ provider_id: event.target.value })}
          >
            <option value="">Select a provider</option>
            {providers.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.name}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <FormField
        label="Start date"
        type="date"
        className="scheme-dark"
        value={values.start_date}
        error={errors.start_date}
        onChange={(event) => set({ start_date: event.target.value })}
      />
      <FormField
        label="End date"
        type="date"
        className="scheme-dark"
        min={values.start_date || undefined}
        value={values.end_date}
        error={errors.end_date}
        onChange={(event) => set({ end_date: event.target.value })}
      />
      <FormField
        label="Priority"
        type="number"
        min={0}
        step={1}
        value={values.priority_order}
        error={errors.priority_order}
        onChange={(event) => set({ priority_order: event.target.valueAsNumber })}
      >
        <p className="text-xs text-zinc-400">Lower numbers show first.</p>
      </FormField>
      <Checkbox
        label="Active"
        className="self-end"
        checked={values.is_active}
        onChange={(event) => set({ is_active: event.target.checked })}
      />
      <DialogFormActions
        className="sm:col-span-2"
        busy={save.isPending}
        busyLabel="Saving..."
        submitLabel="Save listing"
        onCancel={onDone}
      />
    </form>
  );
}
