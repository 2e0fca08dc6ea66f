import type { MoodDay } from '@aurum/shared/journal/journal-contract';
import { STRESS_RED_ABOVE } from '@aurum/shared/journal/journal-rules';
import { useId } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import {
  chartFrame,
  dateTicks,
  isRedStress,
  linePath,
  MEASURE_LABELS,
  MOOD_MEASURES,
  type MoodMeasure,
  SCORE_TICKS,
  seriesPoints,
  stressRedBand,
  xOf,
  yOf,
} from '../utils/mood-chart';
import { shortDate } from '../utils/mood-display';
import { MoodChartTable } from './mood-chart-table';

/** Each measure's colour on the dark card (all at least 3:1 against ink-800). */
const COLOURS: Record<MoodMeasure, string> = {
  mood: '#e8cc6a',
  energy: '#38bdf8',
  stress: '#c4b5fd',
};
const RED = '#f87171';

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-300">
      {MOOD_MEASURES.map((measure) => (
        <li key={measure} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-0.5 w-4 rounded"
            style={{ backgroundColor: COLOURS[measure] }}
          />
          {MEASURE_LABELS[measure]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-0.5 w-4 rounded bg-red-400" />
        Stress above {STRESS_RED_ABOVE}
      </li>
    </ul>
  );
}

/**
 * The Trends tab's line chart of mood, energy and stress over the trends window (one point per day
 * with readings), Aurum's own SVG drawn at the card's width; stress above 6 is drawn red. Screen
 * readers get a summary and the same numbers as a table (MoodChartTable).
 */
export function MoodLineChart({ days }: { days: readonly MoodDay[] }) {
  const [box, width] = useElementWidth<HTMLDivElement>(640);
  const frame = chartFrame(width);
  const id = useId().replace(/[^\w-]/g, '');
  const summaryId = `${id}-summary`;
  const red = stressRedBand(frame);
  const read = days.filter((day) => day.readings > 0).length;
  const stress = seriesPoints(days, 'stress', frame);
  const stressPath = linePath(stress);

  return (
    <figure className="space-y-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-lg font-semibold text-gold-300">
          Mood, energy and stress
        </span>
        <Legend />
      </figcaption>
      <p id={summaryId} className="sr-only">
        Line chart of the last {days.length} days, with readings on {read}{' '}
        {read === 1 ? 'day' : 'days'}; the table that follows lists them.
      </p>
      <div ref={box} className="w-full">
        <svg
          role="img"
          aria-labelledby={summaryId}
          width={width}
          height={frame.height}
          viewBox={`0 0 ${width} ${frame.height}`}
          className="block overflow-visible"
        >
          <defs>
            <clipPath id={`${id}-above`}>
              <rect x={0} y={red.y} width={width} height={red.height} />
            </clipPath>
            <clipPath id={`${id}-below`}>
              <rect x={0} y={red.height} width={width} height={frame.height - red.height} />
            </clipPath>
          </defs>
          {SCORE_TICKS.map((tick) => (
            <g key={tick}>
              <line
                x1={frame.left}
                x2={width - frame.right}
                y1={yOf(tick, frame)}
                y2={yOf(tick, frame)}
                stroke={tick === STRESS_RED_ABOVE ? RED : '#3f3f46'}
                strokeOpacity={tick === STRESS_RED_ABOVE ? 0.45 : 0.6}
                strokeDasharray={tick === STRESS_RED_ABOVE ? '4 4' : undefined}
              />
              <text
                x={frame.left - 8}
                y={yOf(tick, frame)}
                dy="0.35em"
                textAnchor="end"
                fontSize={11}
                fill="#a1a1aa"
              >
                {tick}
              </text>
            </g>
          ))}
          {dateTicks(days).map((index, position, all) => (
            <text
              key={days[index]!.date}
              x={xOf(index, days.length, frame)}
              y={frame.height - 6}
              textAnchor={position === 0 ? 'start' : position === all.length - 1 ? 'end' : 'middle'}
              fontSize={11}
              fill="#a1a1aa"
            >
              {shortDate(days[index]!.date)}
            </text>
          ))}
          {(['mood', 'energy'] as const).map((measure) => (
            <path
              key={measure}
              d={linePath(seriesPoints(days, measure, frame))}
              fill="none"
              stroke={COLOURS[measure]}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ))}
          <path
            d={stressPath}
            fill="none"
            stroke={COLOURS.stress}
            strokeWidth={2}
            strokeLinejoin="round"
            clipPath={`url(#${id}-below)`}
          />
          <path
            data-testid="stress-above-line"
            d={stressPath}
            fill="none"
            stroke={RED}
            strokeWidth={2.5}
            strokeLinejoin="round"
            clipPath={`url(#${id}-above)`}
          />
          {/* Mood's dots are larger and drawn first: where the measures meet, each still shows. */}
          {MOOD_MEASURES.flatMap((measure) =>
            seriesPoints(days, measure, frame).map((point) => (
              <circle
                key={`${measure}-${point.date}`}
                data-measure={measure}
                cx={point.x}
                cy={point.y}
                r={measure === 'mood' ? 6 : 3.5}
                fill={measure === 'stress' && isRedStress(point.value) ? RED : COLOURS[measure]}
                stroke="#151821"
                strokeWidth={1.5}
              >
                <title>{`${shortDate(point.date)}: ${MEASURE_LABELS[measure].toLowerCase()} ${point.value}`}</title>
              </circle>
            )),
          )}
        </svg>
      </div>
      <MoodChartTable days={days} />
    </figure>
  );
}
