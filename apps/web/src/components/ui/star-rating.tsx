import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface StarRatingProps {
  /** 0 to 5; the stars show it rounded down, the number shows one decimal. */
  rating: number;
  reviewCount?: number;
  className?: string;
}

const MAX_STARS = 5;

/** Five gold stars (filled up to the rating, rounded down), the rating and the review count. */
export function StarRating({ rating, reviewCount, className }: StarRatingProps) {
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
