import { describe, expect, it } from 'vitest';
import {
  eventTimeLabel,
  fullDate,
  gridRange,
  longDate,
  monthGrid,
  monthTitle,
  shiftDay,
  shiftMonth,
  todayIso,
  weekdayNames,
} from './calendar-dates';

const dates = (weeks: ReturnType<typeof monthGrid>) => weeks.map((week) => week.map((d) => d.date));

describe('monthGrid', () => {
  it('starts November 2026 (which opens on a Sunday) on the 1st, with no leading days', () => {
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-01', dayOfMonth: 1, inMonth: true });
    // The 30th is a Monday: the last week is filled with 1 to 5 December.
    expect(dates(weeks).at(-1)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
    expect(weeks.at(-1)?.[2]).toEqual({ date: '2026-12-01', dayOfMonth: 1, inMonth: false });
  });

  it('fills February 2027 with the last day of January and the first days of March', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ date: '2027-01-31', dayOfMonth: 31, inMonth: false });
    expect(weeks[0]?.[1]).toEqual({ date: '2027-02-01', dayOfMonth: 1, inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2027-03-06', dayOfMonth: 6, inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(28);
  });

  it('uses six weeks when a month needs them (May 2026 opens on a Friday)', () => {
    const weeks = monthGrid('2026-05');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]?.date).toBe('2026-04-26');
    expect(weeks.at(-1)?.at(-1)?.date).toBe('2026-06-06');
  });

  it('knows leap years', () => {
    expect(
      monthGrid('2028-02')
        .flat()
        .filter((day) => day.inMonth),
    ).toHaveLength(29);
  });
});

describe('gridRange', () => {
  it('runs from the first to the last day the grid shows', () => {
    expect(gridRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(gridRange('2027-02')).toEqual({ from: '2027-01-31', to: '2027-03-06' });
    expect(gridRange('2026-05')).toEqual({ from: '2026-04-26', to: '2026-06-06' });
  });
});

describe('date steps', () => {
  it('moves across months and years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-03-01', -1)).toBe('2027-02-28');
    expect(shiftDay('2026-11-03', -7)).toBe('2026-10-27');
  });

  it("takes today's date in Johannesburg, not the device's zone", () => {
    // 22:30 UTC on 23 November is already 00:30 on 24 November in Johannesburg (UTC+2).
    expect(todayIso(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
    expect(todayIso(new Date('2026-11-23T21:59:00Z'))).toBe('2026-11-23');
  });
});

describe('labels', () => {
  it('names months, days and weekdays in en-ZA', () => {
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(fullDate('2026-11-24')).toBe('Tuesday, 24 November 2026');
    expect(longDate('2026-11-24')).toBe('24 November 2026');
    expect(weekdayNames().map((day) => day.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });

  it('shows times on the 24-hour clock, or All day', () => {
    expect(eventTimeLabel('09:05')).toBe('09:05');
    expect(eventTimeLabel('17:30')).toBe('17:30');
    expect(eventTimeLabel(null)).toBe('All day');
  });
});
