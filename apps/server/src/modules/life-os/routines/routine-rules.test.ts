import { describe, expect, it } from 'vitest';
import { confidenceScore, daysBetween, nextOccurrence } from './routine-rules';

describe('confidenceScore', () => {
  const today = '2026-05-31';

  it('is the default until the routine has three days of history', () => {
    expect(
      confidenceScore({ createdOn: today, today, completedToday: true, recentCompletions: 1 }),
    ).toBe(0.5);
    // Created yesterday, today still open: one day of history.
    expect(
      confidenceScore({
        createdOn: '2026-05-30',
        today,
        completedToday: false,
        recentCompletions: 1,
      }),
    ).toBe(0.5);
  });

  it('counts the days it existed, today only once it is done', () => {
    // Created 4 days ago (27-31 May), today open: 27-30 May are 4 days, 3 done.
    expect(
      confidenceScore({
        createdOn: '2026-05-27',
        today,
        completedToday: false,
        recentCompletions: 3,
      }),
    ).toBe(0.75);
    // Today done too: 5 days, 4 done.
    expect(
      confidenceScore({
        createdOn: '2026-05-27',
        today,
        completedToday: true,
        recentCompletions: 4,
      }),
    ).toBe(0.8);
  });

  it('looks at the last 14 days only, across a month end', () => {
    // Created long ago; window 18-31 May with today open: 13 days (18-30 May).
    expect(
      confidenceScore({
        createdOn: '2026-01-01',
        today,
        completedToday: false,
        recentCompletions: 13,
      }),
    ).toBe(1);
    expect(
      confidenceScore({
        createdOn: '2026-01-01',
        today: '2026-06-01',
        completedToday: true,
        recentCompletions: 10,
      }),
    ).toBe(0.71);
    expect(
      confidenceScore({
        createdOn: '2026-01-01',
        today,
        completedToday: false,
        recentCompletions: 0,
      }),
    ).toBe(0);
  });
});

describe('nextOccurrence', () => {
  it("is later today in the member's zone, else tomorrow", () => {
    // 07:00 in Johannesburg (05:00 UTC): 08:00 is still to come today.
    expect(nextOccurrence('08:00', new Date('2026-05-31T05:00:00Z'))).toEqual({
      day: '2026-05-31',
      at: new Date('2026-05-31T06:00:00Z'),
    });
    // Exactly 08:00: the next one is tomorrow's.
    expect(nextOccurrence('08:00', new Date('2026-05-31T06:00:00Z')).day).toBe('2026-06-01');
  });

  it('crosses a month end on a Sunday night, and midnight in UTC', () => {
    // Sunday 31 May 2026, 23:30 in Johannesburg is 21:30 UTC.
    expect(nextOccurrence('23:30', new Date('2026-05-31T21:29:00Z'))).toEqual({
      day: '2026-05-31',
      at: new Date('2026-05-31T21:30:00Z'),
    });
    expect(nextOccurrence('23:30', new Date('2026-05-31T21:30:00Z'))).toEqual({
      day: '2026-06-01',
      at: new Date('2026-06-01T21:30:00Z'),
    });
    // 00:30 on Monday 1 June in Johannesburg is still 31 May in UTC.
    expect(nextOccurrence('00:30', new Date('2026-05-31T21:30:00Z'))).toEqual({
      day: '2026-06-01',
      at: new Date('2026-05-31T22:30:00Z'),
    });
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-05-30', '2026-06-02')).toBe(3);
    expect(daysBetween('2026-06-02', '2026-05-30')).toBe(-3);
  });
});
