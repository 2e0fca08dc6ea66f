import type { MoodDay } from '@aurum/shared/journal/journal-contract';
import { describe, expect, it } from 'vitest';
import { calendarWeeks, moodTone, weekdayOf } from './mood-calendar';

const day = (date: string, mood: number | null): MoodDay => ({
  date,
  mood,
  energy: null,
  stress: null,
  readings: mood === null ? 0 : 2,
});

describe('the mood calendar colours', () => {
  it('colours a day by its mood at the thresholds 8, 6 and 4', () => {
    expect(moodTone(day('2026-11-24', 10))).toBe('excellent');
    expect(moodTone(day('2026-11-24', 8))).toBe('excellent');
    expect(moodTone(day('2026-11-24', 7.9))).toBe('good');
    expect(moodTone(day('2026-11-24', 6))).toBe('good');
    expect(moodTone(day('2026-11-24', 5.9))).toBe('fair');
    expect(moodTone(day('2026-11-24', 4))).toBe('fair');
    expect(moodTone(day('2026-11-24', 3.9))).toBe('low');
    expect(moodTone(day('2026-11-24', 1))).toBe('low');
  });

  it('leaves a day without readings neutral', () => {
    expect(moodTone(day('2026-11-24', null))).toBe('empty');
    expect(moodTone({ mood: 7, readings: 0 })).toBe('empty');
  });
});

describe('the mood calendar weeks', () => {
  it('knows the weekday of a date, wherever the device is', () => {
    expect(weekdayOf('2026-11-24')).toBe(2); // a Tuesday
    expect(weekdayOf('2026-11-22')).toBe(0);
  });

  it('lays 30 days out in Sunday-first weeks, padded at both ends', () => {
    // 26 October 2026 (a Monday) to 24 November 2026 (a Tuesday).
    const days = Array.from({ length: 30 }, (_, index) => {
      const date = new Date(Date.UTC(2026, 9, 26 + index)).toISOString().slice(0, 10);
      return day(date, index % 3 === 0 ? 7 : null);
    });
    const weeks = calendarWeeks(days);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]).toBeNull();
    expect(weeks[0]![1]!.date).toBe('2026-10-26');
    expect(weeks[4]![2]!.date).toBe('2026-11-24');
    expect(weeks[4]!.slice(3)).toEqual([null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('has no weeks without days', () => {
    expect(calendarWeeks([])).toEqual([]);
  });
});
