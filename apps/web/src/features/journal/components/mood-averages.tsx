import type { MoodAverages as Averages } from '@aurum/shared/journal/journal-contract';
import { plural } from '@aurum/shared/format/words';
import { cn } from '../../../lib/cn';
import { isRedStress, MEASURE_LABELS, MOOD_MEASURES } from '../utils/mood-chart';
import { formatAverage } from '../utils/mood-display';

function AverageWindow({ title, averages }: { title: string; averages: Averages }) {
  return (
    <section
      aria-label={`${title} averages`}
      className="rounded-2xl border border-ink-600 bg-ink-900/60 p-4"
    >
      <h3 className="text-sm font-semibold text-zinc-200">{title}</h3>
      {averages.readings === 0 ? (
        <p className="mt-3 text-sm text-zinc-400">No readings in these days yet.</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-3 gap-2">
            {MOOD_MEASURES.map((measure) => {
              const value = averages[measure];
              const red = measure === 'stress' && value !== null && isRedStress(value);
              return (
                <div key={measure} className="min-w-0">
                  <dt className="text-xs tracking-wide text-zinc-400 uppercase">
                    {MEASURE_LABELS[measure]}
                  </dt>
                  <dd className="mt-1">
                    {value === null ? (
                      <span className="text-sm text-zinc-400">Not read yet</span>
                    ) : (
                      <>
                        <span
                          className={cn(
                            'font-display text-2xl font-semibold sm:text-3xl',
                            red ? 'text-red-300' : 'text-gold-300',
                          )}
                        >
                          {formatAverage(value)}
                        </span>
                        <span className="text-sm text-zinc-400">/10</span>
                      </>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className="mt-3 text-xs text-zinc-400">From {plural(averages.readings, 'reading')}</p>
        </>
      )}
    </section>
  );
}

/** The spec's averages of mood, energy and stress, over the last 7 and the last 30 days. */
export function MoodAverages({ week, month }: { week: Averages; month: Averages }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <AverageWindow title="Last 7 days" averages={week} />
      <AverageWindow title="Last 30 days" averages={month} />
    </div>
  );
}
