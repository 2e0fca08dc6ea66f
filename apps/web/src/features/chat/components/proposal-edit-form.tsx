import {
  type ChatProposal,
  type ProposalEdits,
  proposalConfirmSchema,
} from '@aurum/shared/chat/chat-contract';
import { SERVICE_TYPES } from '@aurum/shared/requests/service-types';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ControlField } from '../../../components/ui/control-field';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useFieldErrors } from '../../../hooks/use-field-errors';

/** The proposal's fields, editable before the member confirms them. */
export function ProposalEditForm({
  proposal,
  busy,
  onCancel,
  onSubmit,
}: {
  proposal: ChatProposal;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (edits: ProposalEdits) => void;
}) {
  const [values, setValues] = useState({
    service_type: proposal.service_type as string,
    preferred_date: proposal.preferred_date ?? '',
    preferred_time: proposal.preferred_time ?? '',
    location: proposal.location ?? '',
    special_requests: proposal.special_requests ?? '',
  });
  const { errors, refuse } = useFieldErrors(values);
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = proposalConfirmSchema.safeParse(values);
    if (!parsed.success) {
      refuse(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    onSubmit(values as ProposalEdits);
  };

  return (
    <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
      <ControlField label="Service Type" error={errors.service_type} className="sm:col-span-2">
        {(control) => (
          <Select
            {...control}
            value={values.service_type}
            onChange={(e) => set('service_type')(e.target.value)}
          >
            {SERVICE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <FormField
        label="Preferred Date"
        type="date"
        value={values.preferred_date}
        error={errors.preferred_date}
        onChange={(e) => set('preferred_date')(e.target.value)}
      />
      <FormField
        label="Preferred Time"
        type="time"
        value={values.preferred_time}
        error={errors.preferred_time}
        onChange={(e) => set('preferred_time')(e.target.value)}
      />
      <FormField
        label="Location"
        className="sm:col-span-2"
        value={values.location}
        error={errors.location}
        onChange={(e) => set('location')(e.target.value)}
      />
      <ControlField
        label="Special Requests"
        error={errors.special_requests}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.special_requests}
            onChange={(e) => set('special_requests')(e.target.value)}
          />
        )}
      </ControlField>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Filing…' : 'Confirm with changes'}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
