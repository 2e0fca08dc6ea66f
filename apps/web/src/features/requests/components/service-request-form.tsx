import { LOCATIONS } from '@aurum/shared/requests/locations';
import {
  DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  SPECIAL_REQUESTS_MAX_LENGTH,
} from '@aurum/shared/requests/request-rules';
import { SERVICE_TYPES } from '@aurum/shared/requests/service-types';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ControlField } from '../../../components/ui/control-field';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { lazyResolver } from '../../../lib/lazy-resolver';
import {
  memberToday,
  type RequestFormData,
  type RequestFormValues,
} from '../utils/request-form-values';

const FIELDS = [
  'service_type',
  'description',
  'preferred_date',
  'preferred_time',
  'location',
  'special_requests',
] as const;

const requestChecks = lazyResolver(
  async () => (await import('../utils/request-form-resolver')).requestFormResolver,
);

export interface ServiceRequestFormProps {
  defaultValues: RequestFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Saves the checked form; throws (an ApiError) when the server refuses it. */
  onSubmit: (form: RequestFormData) => Promise<void>;
  /** A failure that is not about one field (those show under their field). */
  onFailure: (error: unknown) => void;
  /** Help under Preferred Date (e.g. when Book Again's date has passed). */
  dateHint?: string;
  /** More buttons beside Submit. */
  secondaryAction?: ReactNode;
  /** Why Submit is off (e.g. the plan's monthly requests are used up), told beside it. */
  blockedReason?: string;
}

/** The concierge form of spec 02: type and description required; date, time, place, notes optional. */
export function ServiceRequestForm({
  defaultValues,
  submitLabel,
  busyLabel,
  onSubmit,
  onFailure,
  dateHint,
  secondaryAction,
  blockedReason,
}: ServiceRequestFormProps) {
  const locationsId = useId();
  const blockedId = useId();
  const form = useForm<RequestFormValues, unknown, RequestFormData>({
    resolver: requestChecks.resolver,
    defaultValues,
  });
  useEffect(() => requestChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const [date, time] = useWatch({
    control: form.control,
    name: ['preferred_date', 'preferred_time'],
  });

  const submit = form.handleSubmit(async (data) => {
    try {
      await onSubmit(data);
    } catch (error) {
      const shown = showSubmitFailure(error, {
        fields: FIELDS,
        code: 'VALIDATION_ERROR',
        setError: form.setError,
      });
      if (shown.length === 0) onFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-zinc-400">
        Service type and description are required; everything else is optional.
      </p>
      <ControlField label="Service Type" error={errors.service_type?.message}>
        {(control) => (
          <Select {...control} aria-required="true" {...form.register('service_type')}>
            <option value="">Select a service type</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <ControlField label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            aria-required="true"
            maxLength={DESCRIPTION_MAX_LENGTH}
            placeholder="Tell us what you need, e.g. a chauffeured Range Rover from OR Tambo to Sandton"
            {...form.register('description')}
          />
        )}
      </ControlField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Preferred Date"
          type="date"
          optional
          min={memberToday()}
          error={errors.preferred_date?.message}
          {...form.register('preferred_date')}
        >
          {dateHint && <p className="text-xs text-gold-200">{dateHint}</p>}
        </FormField>
        <FormField
          label="Preferred Time"
          type="time"
          optional
          error={errors.preferred_time?.message}
          {...form.register('preferred_time')}
        >
          {time && !date && (
            <p className="text-xs text-zinc-400">Add a date so we can use this time.</p>
          )}
        </FormField>
      </div>
      <FormField
        label="Location"
        optional
        list={locationsId}
        autoComplete="off"
        maxLength={LOCATION_MAX_LENGTH}
        placeholder="e.g. Sandton"
        error={errors.location?.message}
        {...form.register('location')}
      />
      <datalist id={locationsId}>
        {LOCATIONS.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
      <ControlField
        label="Special Requests"
        hint="Optional: dietary needs, accessibility, preferences..."
        error={errors.special_requests?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={SPECIAL_REQUESTS_MAX_LENGTH}
            {...form.register('special_requests')}
          />
        )}
      </ControlField>
      {blockedReason && (
        <p id={blockedId} className="text-sm text-gold-200 sm:text-right">
          {blockedReason}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting || Boolean(blockedReason)}
          aria-describedby={blockedReason ? blockedId : undefined}
          className="sm:min-w-48"
        >
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
