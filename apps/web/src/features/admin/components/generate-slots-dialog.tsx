import type { GenerateSlotsInput } from '@aurum/shared/marketplace/marketplace-staff-contract';
import type { AdminProvider } from '@aurum/shared/admin/providers-contract';
import { useState, type FormEvent } from 'react';
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
import { MAX_SLOT_WEEKS, SLOT_MINUTES, useGenerateSlots } from '../api/generate-slots';
import { plural } from '@aurum/shared/format/words';

export interface GenerateSlotsDialogProps {
  /** The provider to make slots for; null when closed. */
  provider: AdminProvider | null;
  today: string;
  onClose: () => void;
}

/** Makes a provider's bookable slots from its availability hours and says how many were made. */
export function GenerateSlotsDialog({ provider, today, onClose }: GenerateSlotsDialogProps) {
  return (
    <Dialog open={provider !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Generate slots</DialogTitle>
        <DialogDescription>
          {provider?.name}: bookable slots from its availability hours
          {provider?.availability_hours ? ` (${provider.availability_hours})` : ''}. Slots that
          exist already are kept.
        </DialogDescription>
        {provider && <GenerateSlotsForm provider={provider} today={today} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function GenerateSlotsForm({
  provider,
  today,
  onClose,
}: {
  provider: AdminProvider;
  today: string;
  onClose: () => void;
}) {
  const generate = useGenerateSlots();
  const [values, setValues] = useState<GenerateSlotsInput>({
    from: today,
    weeks: 4,
    slot_minutes: 60,
  });
  const [dateError, setDateError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.from) return setDateError('From is required');
    setDateError(undefined);
    generate.mutate({ providerId: provider.id, body: values });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-4 sm:grid-cols-3">
      <FormField
        label="From"
        type="date"
        className="scheme-dark"
        value={values.from}
        error={dateError}
        onChange={(event) => setValues((v) => ({ ...v, from: event.target.value }))}
      />
      <ControlField label="Weeks">
        {(control) => (
          <Select
            {...control}
            value={values.weeks}
            onChange={(event) => setValues((v) => ({ ...v, weeks: Number(event.target.value) }))}
          >
            {Array.from({ length: MAX_SLOT_WEEKS }, (_, index) => (
              <option key={index} value={index + 1}>
                {index + 1} {index === 0 ? 'week' : 'weeks'}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <ControlField label="Slot length">
        {(control) => (
          <Select
            {...control}
            value={values.slot_minutes}
            onChange={(event) =>
              setValues((v) => ({
                ...v,
                slot_minutes: Number(event.target.value) as GenerateSlotsInput['slot_minutes'],
              }))
            }
          >
            {SLOT_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <div aria-live="polite" className="text-sm sm:col-span-3">
        {generate.isSuccess && (
          <p className="rounded-lg border border-emerald-400/40 bg-emerald-400/10 p-3 text-emerald-200">
            {generate.data.created === 0
              ? 'No new slots: every slot in that period exists already.'
              : `${plural(generate.data.created, 'slot')} created.`}
          </p>
        )}
        {generate.isError && (
          <p className="rounded-lg border border-red-400/40 bg-red-400/10 p-3 text-red-200">
            {generate.error.message}
          </p>
        )}
      </div>
      <DialogFormActions
        className="sm:col-span-3"
        busy={generate.isPending}
        busyLabel="Generating..."
        submitLabel="Generate slots"
        cancelLabel="Close"
        onCancel={onClose}
      />
    </form>
  );
}
