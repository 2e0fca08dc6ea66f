import type { MoodDay, MoodTrends } from '@aurum/shared/journal/journal-contract';
import type { Goal } from '@aurum/shared/life-os/goals';
import type { Routine } from '@aurum/shared/life-os/routines';
import { describe, expect, it } from 'vitest';
import { goalInsight, lifeInsights, moodInsight, routineInsight } from './life-insights';
import {
  moodWeeks,
  type MoodWeeks,
  routineWeeks,
  type RoutineWeek,
  weeklyFigures,
} from './week-figures';

const TODAY = '2026-05-31';

const goal = (fields: Partial<Goal>): Goal => ({
  id: 'g',
  title: 'Goal',
  type: 'other',
  target_value: 10,
  current_value: 0,
  deadline: null,
  status: 'active',
  progress: 0,
  completed_at: null,
  // 1 May, 10:00 in Johannesburg.
  created_at: '2026-05-01T08:00:00.000Z',
  ...fields,
});

const routine = (fields: Partial<Routine>): Routine => ({
  id: 'r',
  name: 'Routine',
  time: '08:00',
  is_active: true,
  reminder: true,
  completed_today: false,
  confidence_score: 0.5,
  next_action: '',
  streak: 0,
  created_at: '2026-05-01T08:00:00.000Z',
  ...fields,
});

const week = (fields: Partial<RoutineWeek>): RoutineWeek => ({
  name: 'Walk',
  time: '07:30',
  streak: 0,
  completedToday: false,
  slots: 7,
  done: 7,
  ...fields,
});

const noMood: MoodWeeks = {
  week: null,
  weekReadings: 0,
  previous: null,
  previousReadings: 0,
  lowStreak: false,
};

describe('goalInsight', () => {
  it('says how to start without goals', () => {
    expect(goalInsight([], TODAY)).toMatchObject({ id: 'goals-start', area: 'goals' });
  });

  it('names a missed deadline first', () => {
    const insight = goalInsight(
      [
        goal({ title: 'Later', deadline: '2026-06-30' }),
        goal({ title: 'Tax return', deadline: '2026-05-30', progress: 40 }),
      ],
      TODAY,
    );
    expect(insight).toEqual({
      id: 'goal-overdue',
      area: 'goals',
      title: 'Tax return is past its deadline',
      text: 'It was due on 30 May 2026 and stands at 40%. Move the deadline or update your progress.',
    });
  });

  it('finds the goal most behind pace: progress against the share of its time gone', () => {
    // Created 1 May, due 10 June: 30 of 40 days gone (75%).
    const behind = goal({
      title: 'Run 100 km',
      deadline: '2026-06-10',
      target_value: 100,
      current_value: 40,
      progress: 40,
    });
    const onPace = goal({ title: 'Read', deadline: '2026-06-02', progress: 95 });
    expect(goalInsight([onPace, behind], TODAY)).toEqual({
      id: 'goal-behind-pace',
      area: 'goals',
      title: 'Behind pace on Run 100 km',
      text: '40% done with 75% of the time gone: 40 of 100, due in 10 days.',
    });
  });

  it('gives the next deadline when every goal is on pace, and the closest without deadlines', () => {
    const next = goal({
      title: 'Save',
      deadline: '2026-06-01',
      target_value: 5000,
      current_value: 4900,
      progress: 98,
    });
    expect(goalInsight([next], TODAY)).toMatchObject({
      id: 'goal-next-deadline',
      title: 'Save is due in 1 day',
      // en-ZA groups thousands with a (narrow no-break) space.
      text: `98% done (${(4900).toLocaleString('en-ZA')} of ${(5000).toLocaleString('en-ZA')}) and on pace.`,
    });
    expect(goalInsight([next], '2026-06-01').title).toBe('Save is due today');
    expect(
      goalInsight(
        [goal({ title: 'A', progress: 20 }), goal({ title: 'B', progress: 70, current_value: 7 })],
        TODAY,
      ),
    ).toMatchObject({ id: 'goal-closest', title: 'B is 70% there' });
  });

  it('celebrates when every goal is hit', () => {
    const hit = goal({ status: 'completed', progress: 100 });
    expect(goalInsight([hit, hit], TODAY)).toMatchObject({
      id: 'goals-all-hit',
      title: 'All 2 goals hit',
    });
  });
});

describe('routineInsight', () => {
  it('says how to start without routines, and when all are paused', () => {
    expect(routineInsight([], false).id).toBe('routines-start');
    expect(routineInsight([], true).id).toBe('routines-paused');
  });

  it('names the routine kept least, under half its days', () => {
    const insight = routineInsight(
      [week({ name: 'Walk', done: 3 }), week({ name: 'Read', time: '21:00', done: 1, slots: 4 })],
      true,
    );
    expect(insight).toEqual({
      id: 'routine-slipping',
      area: 'routines',
      title: 'Read is slipping',
      text: 'Done on 1 of the last 4 days. Another time than 21:00 may suit it better.',
    });
    // A routine of two days is too new to be slipping.
    expect(routineInsight([week({ slots: 2, done: 0 })], true).id).not.toBe('routine-slipping');
  });

  it('otherwise celebrates the longest run, or gives the week', () => {
    expect(
      routineInsight([week({ streak: 2 }), week({ name: 'Read', streak: 5 })], true),
    ).toMatchObject({
      id: 'routine-streak',
      title: 'Read: 5 days in a row',
      text: 'Still open today: do it and the run reaches 6 days.',
    });
    expect(routineInsight([week({ streak: 4, completedToday: true })], true).text).toBe(
      'Done today too. Keep the run going tomorrow.',
    );
    expect(routineInsight([week({ slots: 2, done: 1 })], true)).toMatchObject({
      id: 'routines-week',
      title: 'Routines kept on 1 of 2 days this week',
    });
  });
});

describe('moodInsight', () => {
  it('says how to start without readings', () => {
    expect(moodInsight(noMood).id).toBe('mood-start');
  });

  it('compares the week with the week before', () => {
    const both = { ...noMood, week: 7.4, weekReadings: 5, previous: 6.1, previousReadings: 1 };
    expect(moodInsight(both)).toEqual({
      id: 'mood-up',
      area: 'mood',
      title: 'Mood up from 6.1 to 7.4',
      text: '5 readings this week against 1 reading the week before.',
    });
    expect(moodInsight({ ...both, week: 5.5 }).id).toBe('mood-down');
    expect(moodInsight({ ...both, week: 6.5 })).toMatchObject({
      id: 'mood-steady',
      title: 'Mood steady at 6.5/10',
    });
    expect(moodInsight({ ...both, previous: null }).id).toBe('mood-week');
    expect(moodInsight({ ...both, week: null }).id).toBe('mood-quiet');
  });

  it('puts a run of low moods first', () => {
    expect(moodInsight({ ...noMood, week: 3, weekReadings: 3, lowStreak: true }).id).toBe(
      'mood-low',
    );
  });
});

describe('the week figures', () => {
  const days = (moods: [number | null, number][]): MoodDay[] =>
    moods.map(([mood, readings], i) => ({
      date: `2026-05-${String(i + 1).padStart(2, '0')}`,
      mood,
      energy: null,
      stress: null,
      readings,
    }));

  it("reads the previous week from the trends' days, weighted by readings", () => {
    const trends = {
      week: { mood: 8, energy: null, stress: null, readings: 2 },
      // 16 days: the first two are outside both weeks, then 7 days before this week.
      days: days([
        [1, 5],
        [1, 5],
        [6, 3],
        [null, 0],
        [4, 1],
        [null, 0],
        [null, 0],
        [null, 0],
        [null, 0],
        ...Array.from({ length: 7 }, () => [8, 1] as [number, number]),
      ]),
      low_streak: false,
    } as unknown as MoodTrends;
    expect(moodWeeks(trends)).toEqual({
      week: 8,
      weekReadings: 2,
      // (6 * 3 + 4 * 1) / 4 = 5.5
      previous: 5.5,
      previousReadings: 4,
      lowStreak: false,
    });
  });

  it("counts an active routine's days from its creation, in the member's days", () => {
    const weeks = routineWeeks(
      TODAY,
      [
        routine({ id: 'old', name: 'Old' }),
        // Created 29 May at 23:30 in Johannesburg (21:30 UTC): 29, 30 and 31 May.
        routine({ id: 'new', name: 'New', created_at: '2026-05-29T21:30:00.000Z' }),
        routine({ id: 'off', name: 'Off', is_active: false }),
      ],
      [
        { routineId: 'old', day: '2026-05-25' },
        { routineId: 'old', day: '2026-05-31' },
        { routineId: 'new', day: '2026-05-30' },
        { routineId: 'off', day: '2026-05-30' },
      ],
    );
    expect(weeks.map(({ name, slots, done }) => ({ name, slots, done }))).toEqual([
      { name: 'Old', slots: 7, done: 2 },
      { name: 'New', slots: 3, done: 1 },
    ]);
    expect(
      weeklyFigures({
        goals: [goal({}), goal({ status: 'completed' })],
        weeks,
        mood: { ...noMood, week: 6.2, weekReadings: 3 },
        socialEvents: 2,
      }),
    ).toEqual({
      moodAverage: 6.2,
      moodReadings: 3,
      goalsTotal: 2,
      goalsCompleted: 1,
      socialEvents: 2,
      routineSlots: 10,
      routineCompletions: 3,
    });
  });

  it('gives three insights, one per area', () => {
    const insights = lifeInsights({
      today: TODAY,
      goals: [],
      weeks: [],
      anyRoutines: false,
      mood: noMood,
    });
    expect(insights.map((insight) => insight.area)).toEqual(['goals', 'routines', 'mood']);
  });
});
