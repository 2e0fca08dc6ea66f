import type { MoodDay } from '@aurum/shared/journal/journal-contract';
import { STRESS_RED_ABOVE } from '@aurum/shared/journal/journal-rules';
import { longDate } from '../utils/mood-display';

const shown = (value: number | null) => (value === null ? 'Not read' : String(value));

/**
 * The chart's text alternative: the days with readings and their averages, for screen readers
 * (visually hidden; the chart above shows the same numbers).
 */
export function MoodChartTable({ days }: { days: readonly MoodDay[] }) {
  const read = days.filter((day) => day.readings > 0);
  return (
    // A table ignores a width of 1 px: the wrapper holds it out of sight instead.
    <div className="sr-only">
      <table>
        <caption>Mood, energy and stress by day, out of 10</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Mood</th>
            <th scope="col">Energy</th>
            <th scope="col">Stress</th>
          </tr>
        </thead>
        <tbody>
          {read.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDate(day.date)}</th>
              <td>{shown(day.mood)}</td>
              <td>{shown(day.energy)}</td>
              <td>
                {shown(day.stress)}
                {day.stress !== null && day.stress > STRESS_RED_ABOVE ? ' (high)' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
