import { Sparkles } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useMarketplaceStats } from '../api/get-marketplace-stats';

/** A count as the hero shows it: "None" in words, never a bare 0 in display type. */
const countText = (value: number | string) => (value === 0 || value === '0' ? 'None' : value);

/** The headline and three counts: providers found, categories and the average rating. */
export function MarketplaceHero({
  providersFound,
}: {
  providersFound: number | string | undefined;
}) {
  const stats = useMarketplaceStats();
  const rating = stats.data?.average_rating;
  const counts = [
    { label: 'Providers found', value: countText(providersFound ?? '…') },
    { label: 'Categories', value: countText(stats.data?.categories ?? '…') },
    {
      label: 'Average rating',
      value: stats.isPending
        ? '…'
        : rating === null || rating === undefined
          ? 'No ratings yet'
          : rating.toFixed(1),
    },
  ];
  return (
    <section
      aria-labelledby="marketplace-title"
      className="relative overflow-hidden rounded-3xl border border-gold-500/25 bg-linear-to-br from-ink-800 via-ink-900 to-ink-950 p-5 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-20 size-64 rounded-full bg-gold-500/15 blur-3xl"
      />
      <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">
        <Sparkles aria-hidden="true" className="size-4" />
        Aurum Marketplace
      </p>
      <h1
        id="marketplace-title"
        className="mt-2 font-display text-3xl font-semibold text-zinc-50 sm:text-4xl"
      >
        Service Marketplace
      </h1>
      <p className="mt-2 max-w-xl text-sm text-zinc-300 sm:text-base">
        Vetted South African specialists, rated by members. Book a time that suits you.
      </p>
      <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-4">
        {counts.map(({ label, value }) => (
          <div
            key={label}
            className="flex flex-col-reverse rounded-xl border border-gold-500/20 bg-ink-950/50 p-3 sm:p-4"
          >
            <dt className="min-h-8 text-xs text-zinc-400 sm:min-h-0">{label}</dt>
            <dd
              className={cn(
                // One height whatever the value turns out to be (a figure or at most two lines of
                // words), and labels two lines high on a phone: nothing moves when the counts
                // arrive, and the figures stand level.
                'flex min-h-10 items-end font-semibold text-gold-300 sm:min-h-9',
                typeof value === 'number' || /^[\d.…]+\+?$/.test(value)
                  ? 'font-display text-2xl sm:text-3xl'
                  : 'text-xs leading-tight sm:text-base sm:leading-snug',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
