import type { ConfirmAnswer, DeclineAnswer } from '@aurum/shared/provider/provider-contract';
import { PROVIDER_MESSAGE_MAX_LENGTH } from '@aurum/shared/provider/provider-rules';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';

const confirmChecks = lazyResolver(
  async () => (await import('../utils/answer-resolvers')).confirmAnswerResolver,
);
const declineChecks = lazyResolver(
  async () => (await import('../utils/answer-resolvers')).declineAnswerResolver,
);
import { TextareaField } from './textarea-field';

interface AnswerFormProps<T> {
  /** Sends the answer; a refusal is thrown as an ApiError. */
  onAnswer: (answer: T) => Promise<void>;
  /** Refusals that are not about the field (already answered, expired, offline...). */
  onError: (error: unknown) => void;
  /** E.g. a Cancel button in a dialog. */
  secondary?: ReactNode;
}

/** Puts the server's message about the one field of the form on it; false when it refused else. */
const showFieldRefusal = <Field extends string>(
  error: unknown,
  field: Field,
  setError: (field: Field, error: { message: string }) => void,
) => showSubmitFailure(error, { fields: [field], code: 'VALIDATION_ERROR', setError }).length > 0;

const actionsRow = 'flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end';

/** Confirm: an optional quote or note for the member, then "Confirm". */
export function ConfirmAnswerForm({
  onAnswer,
  onError,
  secondary,
}: AnswerFormProps<ConfirmAnswer>) {
  const form = useForm<ConfirmAnswer>({
    resolver: confirmChecks.resolver,
    defaultValues: { message: '' },
  });
  useEffect(() => confirmChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (answer) => {
    try {
      await onAnswer(answer);
    } catch (error) {
      if (!showFieldRefusal(error, 'message', form.setError)) onError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextareaField
        label="Your quote or a note for the member"
        optional
        rows={4}
        maxLength={PROVIDER_MESSAGE_MAX_LENGTH}
        hint="For example your price in rand, the vehicle or menu, and anything the member should know."
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className={actionsRow}>
        {secondary}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Confirming...' : 'Confirm'}
        </Button>
      </div>
    </form>
  );
}

/** Decline: a reason is required; "Decline request" stays disabled while it is blank. */
export function DeclineAnswerForm({
  onAnswer,
  onError,
  secondary,
}: AnswerFormProps<DeclineAnswer>) {
  const form = useForm<DeclineAnswer>({
    resolver: declineChecks.resolver,
    defaultValues: { reason: '' },
  });
  useEffect(() => declineChecks.preload(), []);
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (answer) => {
    try {
      await onAnswer(answer);
    } catch (error) {
      if (!showFieldRefusal(error, 'reason', form.setError)) onError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextareaField
        label="Reason for declining"
        required
        rows={4}
        maxLength={PROVIDER_MESSAGE_MAX_LENGTH}
        hint="At least 3 characters. The member sees your reason, e.g. fully booked that day."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <div className={actionsRow}>
        {secondary}
        <Button
          type="submit"
          variant="danger"
          size="lg"
          disabled={reason.trim() === '' || isSubmitting}
        >
          {isSubmitting ? 'Declining...' : 'Decline request'}
        </Button>
      </div>
    </form>
  );
}
