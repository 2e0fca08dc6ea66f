import type { ProviderDetail } from '@aurum/shared/marketplace/marketplace-contract';
import { formatCustomerRating, formatResponseMinutes } from '../utils/marketplace-format';

/** Completed Jobs, Avg Response Time and Customer Rating, from the provider's real data. */
export function ProviderStats({ stats }: { stats: ProviderDetail['stats'] }) {
  const cards = [
    { label: 'Completed Jobs', value: String(stats.completed_jobs) },
    { label: 'Avg Response Time', value: formatResponseMinutes(stats.avg_response_minutes) },
    { label: 'Customer Rating', value: formatCustomerRating(stats.customer_rating) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map(({ label, value }) => (
        <div
          key={label}
          className="flex flex-col-reverse rounded-2xl border border-gold-500/20 bg-ink-800/70 p-3 text-center sm:p-5"
        >
          <dt className="mt-1 text-xs text-zinc-400 sm:text-sm">{label}</dt>
          <dd className="font-display text-xl font-semibold text-gold-300 sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
