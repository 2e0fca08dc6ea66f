import {
  type ChangeableField,
  type ChatProposal,
  PARTY_SIZE,
  type ProposalEdits,
  proposalConfirmSchema,
} from '@aurum/shared/chat/chat-contract';
import { SERVICE_TYPES } from '@aurum/shared/requests/service-types';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ControlField } from '../../../components/ui/control-field';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useFieldErrors } from '../../../hooks/use-field-errors';

/** The fields a card lets the member edit: all of a new request's, a change's changed ones. */
export type EditableField = 'service_type' | ChangeableField;

const ALL_FIELDS: readonly EditableField[] = [
  'service_type',
  'preferred_date',
  'preferred_time',
  'location',
  'party_size',
  'special_requests',
];

/** The party size as typed: blank is none, anything else a number the schema checks. */
const partySize = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The proposal's fields, editable before the member confirms them; only `fields` are shown and
 * sent. `children` (the allergies and diet shared with the provider) sit above the buttons.
 */
export function ProposalEditForm({
  proposal,
  fields = ALL_FIELDS,
  busy,
  onCancel,
  onSubmit,
  children,
}: {
  proposal: ChatProposal;
  fields?: readonly EditableField[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (edits: ProposalEdits) => void;
  children?: ReactNode;
}) {
  const [values, setValues] = useState({
    service_type: proposal.service_type as string,
    preferred_date: proposal.preferred_date ?? '',
    preferred_time: proposal.preferred_time ?? '',
    location: proposal.location ?? '',
    party_size: proposal.party_size === null ? '' : String(proposal.party_size),
    special_requests: proposal.special_requests ?? '',
  });
  const { errors, refuse } = useFieldErrors(values);
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const shows = (field: EditableField) => fields.includes(field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edits = Object.fromEntries(
      fields.map((field) => [
        field,
        field === 'party_size' ? partySize(values.party_size) : values[field],
      ]),
    );
    const parsed = proposalConfirmSchema.safeParse(edits);
    if (!parsed.success) {
      refuse(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    onSubmit(edits as ProposalEdits);
  };

  return (
    <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
      {shows('service_type') && (
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
      )}
      {shows('preferred_date') && (
        <FormField
          label="Preferred Date"
          type="date"
          value={values.preferred_date}
          error={errors.preferred_date}
          onChange={(e) => set('preferred_date')(e.target.value)}
        />
      )}
      {shows('preferred_time') && (
        <FormField
          label="Preferred Time"
          type="time"
          value={values.preferred_time}
          error={errors.preferred_time}
          onChange={(e) => set('preferred_time')(e.target.value)}
        />
      )}
      {shows('location') && (
        <FormField
          label="Location"
          className="sm:col-span-2"
          value={values.location}
          error={errors.location}
          onChange={(e) => set('location')(e.target.value)}
        />
      )}
      {shows('party_size') && (
        <FormField
          label="Party size"
          optional
          type="number"
          inputMode="numeric"
          min={PARTY_SIZE.min}
          max={PARTY_SIZE.max}
          step={1}
          value={values.party_size}
          error={errors.party_size}
          onChange={(e) => set('party_size')(e.target.value)}
        />
      )}
      {shows('special_requests') && (
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
      )}
      {children && <div className="sm:col-span-2">{children}</div>}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Confirming…' : 'Confirm with changes'}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
