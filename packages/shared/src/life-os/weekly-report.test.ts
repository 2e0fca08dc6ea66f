import { describe, expect, it } from 'vitest';
import { type WeeklyFigures, weeklyReport } from './weekly-report';

const empty: WeeklyFigures = {
  moodAverage: null,
  moodReadings: 0,
  goalsTotal: 0,
  goalsCompleted: 0,
  socialEvents: 0,
  routineSlots: 0,
  routineCompletions: 0,
};

describe('weeklyReport', () => {
  it('stands in the default mood only for a week without readings, and invents nothing else', () => {
    expect(weeklyReport(empty)).toEqual({
      average_mood: 5,
      mood_readings: 0,
      goals_hit: 0,
      goals_total: 0,
      social_events: 0,
      productivity: null,
      summary: 'No mood readings this week yet.',
    });
  });

  it('rounds the mood to one decimal and productivity to a whole percent', () => {
    const report = weeklyReport({
      ...empty,
      moodAverage: 7.25,
      moodReadings: 4,
      routineSlots: 21,
      routineCompletions: 13,
    });
    expect(report.average_mood).toBe(7.3);
    // 13 of 21 routine-days: 61.9%.
    expect(report.productivity).toBe(62);
  });

  it('caps productivity at 100 and counts goals as given', () => {
    const report = weeklyReport({
      ...empty,
      moodAverage: 6,
      moodReadings: 1,
      goalsTotal: 4,
      goalsCompleted: 3,
      routineSlots: 2,
      routineCompletions: 3,
    });
    expect(report).toMatchObject({ goals_hit: 3, goals_total: 4, productivity: 100 });
  });

  it('says the week in one sentence, by the mood thresholds (7 great, 4 okay)', () => {
    const figures = {
      ...empty,
      moodReadings: 3,
      goalsTotal: 5,
      goalsCompleted: 2,
      socialEvents: 1,
      routineSlots: 14,
      routineCompletions: 7,
    };
    expect(weeklyReport({ ...figures, moodAverage: 7 }).summary).toBe(
      'A great week for your mood: 2 of 5 goals hit, routines kept 50% of the time, 1 booking this week.',
    );
    expect(weeklyReport({ ...figures, moodAverage: 6.9, socialEvents: 3 }).summary).toBe(
      'An okay week for your mood: 2 of 5 goals hit, routines kept 50% of the time, 3 bookings this week.',
    );
    expect(weeklyReport({ ...figures, moodAverage: 4 }).summary).toMatch(/^An okay week/);
    expect(weeklyReport({ ...figures, moodAverage: 3.9, goalsTotal: 0 }).summary).toBe(
      'A hard week for your mood; be gentle with yourself: routines kept 50% of the time, 1 booking this week.',
    );
  });
});
