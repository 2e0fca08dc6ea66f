import type { MoodDay } from '@aurum/shared/journal/journal-contract';
import { SCORE_MAX, SCORE_MIN, STRESS_RED_ABOVE } from '@aurum/shared/journal/journal-rules';

/**
 * The geometry of the Trends tab's 30-day line chart, drawn as Aurum's own SVG (no chart library:
 * the route budget is 150 kB gzip, ADR 061). Scores run from SCORE_MIN at the bottom to SCORE_MAX
 * at the top; the days run oldest (left) to today (right). Pure, so the scaling is tested alone.
 */
export interface ChartFrame {
  width: number;
  height: number;
  /** Room for the score labels on the left and the dates below. */
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const MOOD_MEASURES = ['mood', 'energy', 'stress'] as const;
export type MoodMeasure = (typeof MOOD_MEASURES)[number];
export const MEASURE_LABELS: Record<MoodMeasure, string> = {
  mood: 'Mood',
  energy: 'Energy',
  stress: 'Stress',
};

export interface ChartPoint {
  x: number;
  y: number;
  value: number;
  date: string;
}

/** The frame at a width (the chart follows its card's width; its height stays). */
export function chartFrame(width: number, height = 220): ChartFrame {
  return { width, height, top: 10, right: 10, bottom: 26, left: 28 };
}

/** Where the day at `index` of `count` days sits across (a lone day in the middle). */
export function xOf(index: number, count: number, frame: ChartFrame): number {
  const plotWidth = frame.width - frame.left - frame.right;
  if (count <= 1) return frame.left + plotWidth / 2;
  return frame.left + (index * plotWidth) / (count - 1);
}

/** Where a score sits up the chart: SCORE_MAX at the top, SCORE_MIN at the bottom. */
export function yOf(score: number, frame: ChartFrame): number {
  const plotHeight = frame.height - frame.top - frame.bottom;
  const clamped = Math.min(SCORE_MAX, Math.max(SCORE_MIN, score));
  return frame.top + ((SCORE_MAX - clamped) * plotHeight) / (SCORE_MAX - SCORE_MIN);
}

/** A measure's points: one for each day with readings, none for the days without. */
export function seriesPoints(
  days: readonly MoodDay[],
  measure: MoodMeasure,
  frame: ChartFrame,
): ChartPoint[] {
  return days.flatMap((day, index) => {
    const value = day[measure];
    if (value === null) return [];
    return [{ x: xOf(index, days.length, frame), y: yOf(value, frame), value, date: day.date }];
  });
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The SVG path through the points, day after day (days without readings are stepped over). */
export function linePath(points: readonly ChartPoint[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`)
    .join(' ');
}

/**
 * The band of the chart above STRESS_RED_ABOVE, where the stress line is drawn red (spec 02
 * section 9: stress above 6 shown red): the stress line is drawn twice, clipped to each side.
 */
export function stressRedBand(frame: ChartFrame): { y: number; height: number } {
  const boundary = yOf(STRESS_RED_ABOVE, frame);
  return { y: 0, height: boundary };
}

/** Whether a stress score is drawn red. */
export const isRedStress = (stress: number) => stress > STRESS_RED_ABOVE;

/** The scores the chart labels on its left, with a line across at each. */
export const SCORE_TICKS = [2, 4, 6, 8, 10] as const;

/** The days labelled along the bottom: the first, the middle and the last (today). */
export function dateTicks(days: readonly MoodDay[]): number[] {
  if (days.length === 0) return [];
  if (days.length < 3) return days.map((_, index) => index);
  return [0, Math.floor((days.length - 1) / 2), days.length - 1];
}
