import {
  MARKETPLACE_MESSAGES,
  reviewSchema,
  type ReviewInput,
} from '@aurum/shared/marketplace/marketplace-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ControlField } from '../../../components/ui/control-field';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { useCreateProviderReview } from '../api/create-provider-review';
import { StarInput } from './star-input';

const STAR_FIELDS = [
  ['rating', 'Overall rating'],
  ['quality_rating', 'Quality'],
  ['response_time_rating', 'Response time'],
  ['value_rating', 'Value'],
] as const;

const EMPTY: ReviewInput = {
  rating: 0,
  quality_rating: 0,
  response_time_rating: 0,
  value_rating: 0,
  review_text: '',
};

/** Why a review was refused, in the member's words. */
function refusal(error: unknown): string | undefined {
  if (isApiError(error) && error.status === 403) return MARKETPLACE_MESSAGES.notEligible;
  if (isApiError(error) && error.status === 409) return MARKETPLACE_MESSAGES.alreadyReviewed;
  return undefined;
}

/** Four star ratings and an optional text, checked with the shared reviewSchema. */
export interface ReviewFormProps {
  providerId: string;
  onDone: () => void;
}

export function ReviewForm({ providerId, onDone }: ReviewFormProps) {
  const create = useCreateProviderReview(providerId);
  const form = useForm<ReviewInput, unknown, z.output<typeof reviewSchema>>({
    resolver: zodResolver(reviewSchema),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(async (review) => {
    try {
      await create.mutateAsync(review);
      toast.success('Review submitted', { description: 'Thank you for rating this provider.' });
      onDone();
    } catch (error) {
      toast.error(MARKETPLACE_MESSAGES.reviewFailed, { description: refusal(error) });
    }
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Write a review"
      className="space-y-4"
    >
      {STAR_FIELDS.map(([name, label]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <StarInput
              label={label}
              value={Number(field.value) || 0}
              onChange={field.onChange}
              error={errors[name]?.message}
            />
          )}
        />
      ))}
      <ControlField label="Your review (optional)" error={errors.review_text?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={2000}
            placeholder="What stood out about this provider?"
            {...form.register('review_text')}
          />
        )}
      </ControlField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Submitting...' : 'Submit review'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
