import {
  MARKETPLACE_MESSAGES,
  type ProviderDetail,
} from '@aurum/shared/marketplace/marketplace-rules';
import { Info, MessageSquarePlus, UserRound } from 'lucide-react';
import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StarRating } from '../../../components/ui/star-rating';
import { formatDate } from '@aurum/shared/format/dates';
import { toast } from '../../../lib/toast';
import type { ReviewFormProps } from './review-form';

/** The review form (react-hook-form and the shared schema) loads when a member may write one. */
const loadReviewForm = async () => (await import('./review-form')).ReviewForm;

/**
 * Customer Reviews, newest first. Members who used the provider may write one; others read why
 * they cannot (yet).
 */
export function ProviderReviews({ provider }: { provider: ProviderDetail }) {
  const [ReviewForm, setReviewForm] = useState<ComponentType<ReviewFormProps> | null>(null);
  const [writing, setWriting] = useState(false);
  useEffect(() => {
    if (provider.can_review) void loadReviewForm().catch(() => undefined);
  }, [provider.can_review]);

  const write = async () => {
    try {
      const form = await loadReviewForm();
      setReviewForm(() => form);
      setWriting(true);
    } catch {
      toast.error(AUTH_ERRORS.NETWORK_ERROR);
    }
  };
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="reviews-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="reviews-heading" className="font-display text-xl font-semibold text-zinc-50">
            Customer Reviews
          </h2>
          {provider.can_review && !writing && (
            <Button variant="outline" size="sm" onClick={() => void write()}>
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              Write a review
            </Button>
          )}
        </div>
        {!provider.can_review && (
          <p className="mt-3 flex gap-2 text-sm text-zinc-400">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
            {provider.has_reviewed
              ? MARKETPLACE_MESSAGES.alreadyReviewed
              : MARKETPLACE_MESSAGES.notEligible}
          </p>
        )}
        {writing && ReviewForm && provider.can_review && (
          <div className="mt-4 rounded-xl border border-gold-500/25 bg-ink-900/60 p-4">
            <ReviewForm providerId={provider.id} onDone={() => setWriting(false)} />
          </div>
        )}
        {provider.reviews.length === 0 ? (
          <p className="mt-4 text-sm text-zinc-400">No reviews yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-ink-600">
            {provider.reviews.map((review) => (
              <li key={review.id} className="py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2 text-sm font-semibold text-zinc-100">
                    <UserRound aria-hidden="true" className="size-4 text-gold-400" />
                    {review.reviewer}
                  </span>
                  <time dateTime={review.created_at} className="text-xs text-zinc-400">
                    {formatDate(review.created_at)}
                  </time>
                </div>
                <StarRating className="mt-1" rating={review.rating} />
                {review.review_text && (
                  <p className="mt-2 text-sm leading-relaxed text-zinc-300">{review.review_text}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
