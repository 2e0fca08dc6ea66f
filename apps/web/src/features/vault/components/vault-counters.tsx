import { cn } from '../../../lib/cn';

/** The unlocked header's five counters; a count still loading pulses, and
 * an empty one is muted rather than a bare gold 0. */
export function VaultCounters({
  counts,
}: {
  counts: readonly { label: string; value: number | null }[];
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {counts.map(({ label, value }) => (
        <div
          key={label}
          className="rounded-2xl border border-ink-600 bg-ink-800/80 p-3 text-center last:col-span-2 sm:last:col-span-1"
        >
          <dt className="text-xs tracking-wide text-zinc-400 uppercase">{label}</dt>
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
