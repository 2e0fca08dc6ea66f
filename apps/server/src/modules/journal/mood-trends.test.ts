import type { MoodActivity, MoodReading } from '@aurum/shared/journal/journal-contract';
import { describe, expect, it } from 'vitest';
import { lastLocalDays, localDateOf } from './mood-days';
import { activityEffects, moodTrends } from './mood-trends';

let counter = 0;
/** A reading at an instant (UTC ISO); Johannesburg is UTC+2 all year. */
function reading(
  at: string,
  mood: number,
  extra: { energy?: number | null; stress?: number | null; activities?: MoodActivity[] } = {},
): MoodReading {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    mood_score: mood,
    energy_level: extra.energy === undefined ? 5 : extra.energy,
    stress_level: extra.stress === undefined ? 5 : extra.stress,
    detected_from: 'check_in',
    context: 'Mood check-in',
    activities: extra.activities ?? [],
    journal_entry_id: null,
    created_at: at,
  };
}

// 1 March 2026, 23:45 in Johannesburg: the month has just turned over (February has 28 days).
const NOW = new Date('2026-03-01T21:45:00Z');

describe("the member's days", () => {
  it('are 30 days ending today in Johannesburg, across the month end, oldest first', () => {
    const { dates, since } = lastLocalDays(NOW, 30);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2026-01-31');
    expect(dates.slice(-3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(since.toISOString()).toBe('2026-01-30T22:00:00.000Z');
  });

  it('put 23:30 local on that day and 00:30 local on the next, whatever UTC says', () => {
    expect(localDateOf(new Date('2026-02-28T21:30:00Z'))).toBe('2026-02-28');
    expect(localDateOf(new Date('2026-02-28T22:30:00Z'))).toBe('2026-03-01');
    expect(localDateOf(new Date('2025-12-31T22:00:00Z'))).toBe('2026-01-01');
  });
});

describe('the trends', () => {
  const { dates } = lastLocalDays(NOW, 30);

  it('average the week and the month with one decimal, day by day in local days', () => {
    const window = [
      reading('2026-01-30T22:00:00Z', 2), // 00:00 on 31 January: the window's first minute
      reading('2026-02-22T21:59:00Z', 3), // 23:59 on 22 February: the month, not the week
      reading('2026-02-22T22:00:00Z', 7, { energy: 8, stress: 3 }), // 00:00 on the 23rd: the week
      reading('2026-02-28T21:30:00Z', 8, { energy: null, stress: 9 }), // 23:30 on the 28th
      reading('2026-02-28T22:30:00Z', 8, { energy: 6, stress: null }), // 00:30 on 1 March
    ];
    const trends = moodTrends(dates, window, [...window].reverse());
    expect(trends.week).toEqual({ mood: 7.7, energy: 7, stress: 6, readings: 3 });
    expect(trends.month).toEqual({ mood: 5.6, energy: 6, stress: 5.5, readings: 5 });
    expect(trends.days).toHaveLength(30);
    expect(trends.days[0]).toEqual({
      date: '2026-01-31',
      mood: 2,
      energy: 5,
      stress: 5,
      readings: 1,
    });
    const day = (date: string) => trends.days.find((d) => d.date === date);
    expect(day('2026-02-22')).toMatchObject({ mood: 3, readings: 1 });
    expect(day('2026-02-28')).toEqual({
      date: '2026-02-28',
      mood: 8,
      energy: null,
      stress: 9,
      readings: 1,
    });
    expect(day('2026-02-27')).toEqual({
      date: '2026-02-27',
      mood: null,
      energy: null,
      stress: null,
      readings: 0,
    });
    expect(trends.today).toEqual({ mood: 8, word: 'great' });
    expect(trends.latest?.created_at).toBe('2026-02-28T22:30:00Z');
  });

  it("say today's mood in the spec's words, and nothing before today's first reading", () => {
    const today = [reading('2026-03-01T06:00:00Z', 4), reading('2026-03-01T21:30:00Z', 5)];
    expect(moodTrends(dates, today, today).today).toEqual({ mood: 4.5, word: 'okay' });
    const low = [reading('2026-03-01T06:00:00Z', 3)];
    expect(moodTrends(dates, low, low).today).toEqual({ mood: 3, word: 'low' });
    const yesterday = [reading('2026-02-28T21:59:00Z', 9)];
    expect(moodTrends(dates, yesterday, yesterday).today).toBeNull();
  });

  it('are empty without readings', () => {
    const trends = moodTrends(dates, [], []);
    expect(trends.week).toEqual({ mood: null, energy: null, stress: null, readings: 0 });
    expect(trends.month.readings).toBe(0);
    expect(trends.days.every((day) => day.readings === 0 && day.mood === null)).toBe(true);
    expect(trends).toMatchObject({ activities: [], latest: null, today: null, low_streak: false });
  });

  it('see a low streak only when the last three readings are all below 4', () => {
    const at = (mood: number) => reading('2026-03-01T06:00:00Z', mood);
    expect(moodTrends(dates, [], [at(3), at(2), at(1)]).low_streak).toBe(true);
    expect(moodTrends(dates, [], [at(3), at(2), at(4), at(1)]).low_streak).toBe(false);
    expect(moodTrends(dates, [], [at(1), at(1)]).low_streak).toBe(false);
  });
});

describe('which activities go with better moods', () => {
  const at = (mood: number, activities: MoodActivity[] = []) =>
    reading('2026-02-20T10:00:00Z', mood, { activities });

  it('compares the mean mood with a tag to the mean without it, tags on two readings or more', () => {
    const effects = activityEffects([
      at(8, ['exercise', 'outdoors']),
      at(9, ['exercise']),
      at(4, ['work']),
      at(5, ['work', 'outdoors']),
      at(6),
    ]);
    expect(effects).toEqual([
      // 8.5 against (4 + 5 + 6) / 3 = 5
      { activity: 'exercise', readings: 2, average_mood: 8.5, difference: 3.5 },
      // 6.5 against (9 + 4 + 6) / 3 = 6.33...
      { activity: 'outdoors', readings: 2, average_mood: 6.5, difference: 0.2 },
      // 4.5 against (8 + 9 + 6) / 3 = 7.67...
      { activity: 'work', readings: 2, average_mood: 4.5, difference: -3.2 },
    ]);
  });

  it('leaves out a tag seen once, and a tag on every reading (nothing to compare with)', () => {
    expect(activityEffects([at(8, ['music', 'rest']), at(6, ['music'])])).toEqual([]);
  });
});
