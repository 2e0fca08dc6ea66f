import type { MoodDay } from '@aurum/shared/journal/journal-contract';
import { cn } from '../../../lib/cn';
import { calendarWeeks, type MoodTone, moodTone } from '../utils/mood-calendar';
import { formatAverage, longDate } from '../utils/mood-display';

/** Each tone's colour and words (spec 02 section 9: mood colour thresholds at 8, 6, 4). */
const TONES: Record<MoodTone, { cell: string; label: string }> = {
  excellent: { cell: 'bg-emerald-400 text-ink-950', label: 'Excellent, 8 and above' },
  good: { cell: 'bg-yellow-300 text-ink-950', label: 'Good, 6 and above' },
  fair: { cell: 'bg-orange-400 text-ink-950', label: 'Fair, 4 and above' },
  low: { cell: 'bg-red-400 text-ink-950', label: 'Low, below 4' },
  empty: { cell: 'border border-ink-600 bg-ink-900/60 text-zinc-400', label: 'No readings' },
};
const LEGEND: readonly MoodTone[] = ['excellent', 'good', 'fair', 'low', 'empty'];
const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

function dayText(day: MoodDay): string {
  if (day.mood === null) return `${longDate(day.date)}: no readings`;
  const tone = moodTone(day);
  return `${longDate(day.date)}: mood ${formatAverage(day.mood)}, ${tone}`;
}

/**
 * The mood calendar: each day of the trends window in its week, coloured by that day's mood
 * (thresholds 8 / 6 / 4); days without readings are neutral. Each day says its mood in words.
 */
export function MoodCalendar({ days }: { days: readonly MoodDay[] }) {
  const weeks = calendarWeeks(days);
  const today = days.at(-1)?.date;
  return (
    <section aria-labelledby="mood-calendar-heading" className="space-y-3">
      <h3 id="mood-calendar-heading" className="font-display text-lg font-semibold text-gold-300">
        Mood calendar
      </h3>
      <table className="w-full table-fixed border-separate border-spacing-1 sm:border-spacing-1.5">
        <caption className="sr-only">Each day of the last {days.length} days by its mood</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="pb-1 text-center text-xs font-medium text-zinc-400"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)!.date}>
              {week.map((day, index) =>
                day ? (
                  <td key={day.date} aria-current={day.date === today ? 'date' : undefined}>
                    <div
                      data-tone={moodTone(day)}
                      className={cn(
                        'mx-auto flex aspect-square max-h-14 w-full max-w-14 items-center justify-center rounded-lg text-sm font-semibold',
                        TONES[moodTone(day)].cell,
                        day.date === today &&
                          'ring-2 ring-gold-300 ring-offset-2 ring-offset-ink-800',
                      )}
                    >
                      <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                      <span className="sr-only">{dayText(day)}</span>
                    </div>
                  </td>
                ) : (
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label="Colours of the mood calendar" className="flex flex-wrap gap-x-4 gap-y-1.5">
        {LEGEND.map((tone) => (
          <li key={tone} className="flex items-center gap-1.5 text-xs text-zinc-300">
            <span aria-hidden="true" className={cn('size-3 rounded-sm', TONES[tone].cell)} />
            {TONES[tone].label}
          </li>
        ))}
      </ul>
    </section>
  );
}
