import type { ProviderDetail } from '@aurum/shared/marketplace/marketplace-rules';
import { cn } from '../../../lib/cn';
import {
  formatCompletedJobs,
  formatCustomerRating,
  formatResponseMinutes,
} from '../utils/marketplace-format';

/**
 * Completed Jobs, Avg Response Time and Customer Rating, from the provider's real data. Until
 * there is data a card says so in words, in smaller type than a figure.
 */
export function ProviderStats({ stats }: { stats: ProviderDetail['stats'] }) {
  const cards = [
    {
      label: 'Completed Jobs',
      value: formatCompletedJobs(stats.completed_jobs),
      known: stats.completed_jobs > 0,
    },
    {
      label: 'Avg Response Time',
      value: formatResponseMinutes(stats.avg_response_minutes),
      known: stats.avg_response_minutes !== null,
    },
    {
      label: 'Customer Rating',
      value: formatCustomerRating(stats.customer_rating),
      known: stats.customer_rating !== null,
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map(({ label, value, known }) => (
        <div
          key={label}
          className="flex flex-col-reverse rounded-2xl border border-gold-500/20 bg-ink-800/70 p-3 text-center sm:p-5"
        >
          <dt className="mt-1 text-xs text-zinc-400 sm:text-sm">{label}</dt>
          <dd
            className={cn(
              'font-semibold text-gold-300',
              known
                ? 'font-display text-xl sm:text-3xl'
                : 'flex min-h-7 items-center justify-center text-sm leading-snug sm:min-h-9 sm:text-base',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
