import { MARKETPLACE_MESSAGES } from '@aurum/shared/marketplace/marketplace-rules';
import { Sparkles, Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Badge } from './badge';

export interface StarRatingProps {
  /** 0 to 5; the stars show it rounded down, the number shows one decimal. */
  rating: number;
  reviewCount?: number;
  className?: string;
}

const MAX_STARS = 5;

/**
 * Five gold stars (filled up to the rating, rounded down), the rating and the review count; a
 * provider without reviews (reviewCount 0) is shown as New, never as 0.0.
 */
export function StarRating({ rating, reviewCount, className }: StarRatingProps) {
  if (reviewCount === 0) {
    return (
      <div className={cn('flex items-center text-sm', className)}>
        <Badge title={MARKETPLACE_MESSAGES.newProviderLabel}>
          <Sparkles aria-hidden="true" />
          <span aria-hidden="true">{MARKETPLACE_MESSAGES.newProvider}</span>
          <span className="sr-only">{MARKETPLACE_MESSAGES.newProviderLabel}</span>
        </Badge>
      </div>
    );
  }
  const value = Math.min(Math.max(rating, 0), MAX_STARS);
  const filled = Math.floor(value);
  const shown = value.toFixed(1);
  const reviews =
    reviewCount === undefined
      ? ''
      : ` from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <div className={cn('flex items-center gap-1.5 text-sm', className)}>
      <span role="img" aria-label={`Rated ${shown} out of 5${reviews}`} className="flex">
        {Array.from({ length: MAX_STARS }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={cn(
              'size-4',
              index < filled ? 'fill-gold-400 text-gold-400' : 'fill-transparent text-zinc-600',
            )}
          />
        ))}
      </span>
      <span aria-hidden="true" className="font-semibold text-gold-300">
        {shown}
      </span>
      {reviewCount !== undefined && (
        <span aria-hidden="true" className="text-zinc-400">
          ({reviewCount})
        </span>
      )}
    </div>
  );
}
