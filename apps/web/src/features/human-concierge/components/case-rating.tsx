import type { CaseDetail } from '@aurum/shared/human-concierge/human-concierge-contract';
import {
  caseRatingSchema,
  RATING_COMMENT_MAX_LENGTH,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { HUMAN_CONCIERGE_TEXTS as TEXTS } from '@aurum/shared/human-concierge/human-concierge-texts';
import { Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useRateCase } from '../api/concierge-changes';

/** A completed case: the member's rating (1-5 and a comment), once; then what they gave. */
export function CaseRating({ item }: { item: CaseDetail }) {
  const rate = useRateCase();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');

  if (item.rating) {
    return (
      <p className="rounded-lg bg-white/[0.04] p-3 text-sm text-zinc-200">
        You rated this case {item.rating.score} of 5
        {item.rating.comment ? `: “${item.rating.comment}”` : '.'}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = caseRatingSchema.safeParse({ rating: score, comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose a rating from 1 to 5');
      return;
    }
    setError('');
    rate.mutate(
      { id: item.id, ...parsed.data },
      {
        onSuccess: () => toast.success(TEXTS.ratingSaved),
        onError: (failure) => toast.error('Rating Failed', { description: failure.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-gold-500/30 p-4">
      <fieldset>
        <legend className="text-sm font-medium text-zinc-100">Rate this case</legend>
        <div className="mt-2 flex gap-1" role="radiogroup" aria-label="Rating">
          {[1, 2, 3, 4, 5].map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={score === value}
              aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
              onClick={() => setScore(value)}
              className="rounded p-1 focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7',
                  value <= score ? 'fill-gold-400 text-gold-400' : 'text-zinc-500',
                )}
              />
            </button>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`rating-comment-${item.id}`}>Comment (optional)</Label>
        <Textarea
          id={`rating-comment-${item.id}`}
          value={comment}
          maxLength={RATING_COMMENT_MAX_LENGTH}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <Button type="submit" disabled={rate.isPending}>
        Submit Rating
      </Button>
    </form>
  );
}
