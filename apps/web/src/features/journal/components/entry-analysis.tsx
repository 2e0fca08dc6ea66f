import type { MoodAnalysis } from '@aurum/shared/journal/journal-contract';
import { cn } from '../../../lib/cn';
import { isRedStress, MEASURE_LABELS, MOOD_MEASURES } from '../utils/mood-chart';

/** An entry's mood analysis: mood, energy and stress out of 10 (stress above 6 in red). */
export function EntryAnalysis({ analysis }: { analysis: MoodAnalysis }) {
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl border border-ink-600 bg-ink-900/60 p-3">
      {MOOD_MEASURES.map((measure) => {
        const red = measure === 'stress' && isRedStress(analysis.stress);
        return (
          <div key={measure} className="text-center">
            <dt className="text-xs tracking-wide text-zinc-400 uppercase">
              {MEASURE_LABELS[measure]}
            </dt>
            <dd
              className={cn('mt-0.5 font-semibold', red ? 'text-red-300' : 'text-zinc-100')}
              data-high={red || undefined}
            >
              {analysis[measure]}/10
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
