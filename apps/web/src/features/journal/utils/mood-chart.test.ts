import type { MoodDay } from '@aurum/shared/journal/journal-contract';
import { describe, expect, it } from 'vitest';
import {
  chartFrame,
  dateTicks,
  isRedStress,
  linePath,
  seriesPoints,
  stressRedBand,
  xOf,
  yOf,
} from './mood-chart';

const frame = chartFrame(338, 220); // plot: x 28..328, y 10..194
const day = (date: string, mood: number | null, energy = mood, stress = mood): MoodDay => ({
  date,
  mood,
  energy,
  stress,
  readings: mood === null ? 0 : 1,
});

describe('the 30-day chart scaling', () => {
  it('puts the oldest day at the left edge, today at the right and the days evenly between', () => {
    expect(xOf(0, 30, frame)).toBe(28);
    expect(xOf(29, 30, frame)).toBe(328);
    expect(xOf(1, 30, frame) - xOf(0, 30, frame)).toBeCloseTo(300 / 29);
    expect(xOf(0, 1, frame)).toBe(178);
  });

  it('puts 10 at the top, 1 at the bottom, and keeps scores inside the plot', () => {
    expect(yOf(10, frame)).toBe(10);
    expect(yOf(1, frame)).toBe(194);
    expect(yOf(5.5, frame)).toBe(102);
    expect(yOf(12, frame)).toBe(10);
    expect(yOf(0, frame)).toBe(194);
  });

  it('makes one point per day with readings and steps over the days without', () => {
    const days = [day('2026-11-22', 7), day('2026-11-23', null), day('2026-11-24', 4)];
    const points = seriesPoints(days, 'mood', chartFrame(328, 220));
    expect(points.map((point) => [point.date, point.value, point.x])).toEqual([
      ['2026-11-22', 7, 28],
      ['2026-11-24', 4, 318],
    ]);
    expect(linePath(points)).toBe('M28 71.3 L318 132.7');
    expect(linePath([])).toBe('');
  });

  it('reads each measure of a day on its own', () => {
    const points = seriesPoints([day('2026-11-24', 8, 3, 9)], 'stress', frame);
    expect(points[0]!.value).toBe(9);
    expect(points[0]!.y).toBe(yOf(9, frame));
  });

  it('draws stress red only above 6: the red band ends at the height of 6', () => {
    const band = stressRedBand(frame);
    expect(band.y).toBe(0);
    expect(band.height).toBe(yOf(6, frame));
    expect(yOf(6.1, frame)).toBeLessThan(band.height);
    expect(yOf(6, frame)).not.toBeLessThan(band.height);
    expect(isRedStress(6)).toBe(false);
    expect(isRedStress(7)).toBe(true);
  });

  it('labels the first, middle and last day', () => {
    const days = Array.from({ length: 30 }, (_, index) => day(`2026-11-${index + 1}`, null));
    expect(dateTicks(days)).toEqual([0, 14, 29]);
    expect(dateTicks(days.slice(0, 2))).toEqual([0, 1]);
    expect(dateTicks([])).toEqual([]);
  });
});
