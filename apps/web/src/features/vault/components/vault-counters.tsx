import { cn } from '../../../lib/cn';

/**
 * The unlocked header's five counters; a count still loading pulses, and an empty one is muted
 * rather than a bare gold 0. On a phone they sit in two full rows, three over two, so no counter
 * stands alone on a row of its own.
 */
export function VaultCounters({
  counts,
}: {
  counts: readonly { label: string; value: number | null }[];
}) {
  return (
    <dl className="grid grid-cols-6 gap-2 sm:grid-cols-5 sm:gap-3">
      {counts.map(({ label, value }) => (
        <div
          key={label}
          className="col-span-2 min-w-0 rounded-2xl border border-ink-600 bg-ink-800/80 px-1.5 py-3 text-center nth-[n+4]:col-span-3 sm:col-span-1 sm:p-3 sm:nth-[n+4]:col-span-1"
        >
          <dt className="text-[0.65rem] tracking-wide text-zinc-400 uppercase sm:text-xs">
            {label}
          </dt>
          <dd
            className={cn(
              'mt-1 font-display text-3xl font-semibold',
              value ? 'text-gold-300' : 'text-zinc-500',
            )}
          >
            {value === null ? (
              <span
                aria-label="Loading"
                className="inline-block h-8 w-8 animate-pulse rounded bg-ink-600"
              />
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
