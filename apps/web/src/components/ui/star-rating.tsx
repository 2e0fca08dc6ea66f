import { MARKETPLACE_MESSAGES } from '@aurum/shared/marketplace/marketplace-rules';
import { Sparkles } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Badge } from './badge';
import { plural } from '@aurum/shared/format/words';

export interface StarRatingProps {
  /** 0 to 5; the stars show it rounded down, the number shows one decimal. */
  rating: number;
  reviewCount?: number;
  className?: string;
}

const MAX_STARS = 5;

/** Lucide's `star` outline (ISC licence), on its 24-unit grid. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STAR_GRID = 24;

/**
 * The five stars as one SVG (16 px each, as lucide's size-4 icons): a list of providers shows
 * dozens of ratings, and one element per rating renders far faster than five icon components.
 */
function Stars({ filled }: { filled: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${STAR_GRID * MAX_STARS} ${STAR_GRID}`}
      className="h-4 w-20"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <path
          key={index}
          d={STAR_PATH}
          transform={`translate(${index * STAR_GRID} 0)`}
          className={
            index < filled ? 'fill-gold-400 stroke-gold-400' : 'fill-transparent stroke-zinc-600'
          }
        />
      ))}
    </svg>
  );
}

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
  const reviews = reviewCount === undefined ? '' : ` from ${plural(reviewCount, 'review')}`;
  return (
    <div className={cn('flex items-center gap-1.5 text-sm', className)}>
      <span role="img" aria-label={`Rated ${shown} out of 5${reviews}`} className="flex">
        <Stars filled={filled} />
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
