import { describe, expect, it } from 'vitest';
import {
  localDateAndTime,
  localDateTime,
  startOfLocalMonth,
  startOfNextLocalMonth,
} from './member-time';

describe('member time (Africa/Johannesburg, UTC+2)', () => {
  it('reads a local date and time as the right instant', () => {
    expect(localDateTime('2026-12-04', '19:30').toISOString()).toBe('2026-12-04T17:30:00.000Z');
    expect(localDateTime('2026-12-04').toISOString()).toBe('2026-12-03T22:00:00.000Z');
  });

  it('names the local date and time of an instant, across midnight and a month end', () => {
    expect(localDateAndTime(new Date('2026-12-04T17:30:00Z'))).toEqual({
      date: '2026-12-04',
      time: '19:30',
    });
    expect(localDateAndTime(new Date('2026-11-30T22:05:59Z'))).toEqual({
      date: '2026-12-01',
      time: '00:05',
    });
    const instant = localDateTime('2026-02-28', '23:30');
    expect(localDateAndTime(instant)).toEqual({ date: '2026-02-28', time: '23:30' });
  });

  it('starts the month at local midnight on the 1st', () => {
    expect(startOfLocalMonth(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe(
      '2026-11-30T22:00:00.000Z',
    );
    expect(startOfLocalMonth(new Date('2026-11-30T21:30:00Z')).toISOString()).toBe(
      '2026-10-31T22:00:00.000Z',
    );
  });

  it('renews on the 1st of the next local month, also late on a month end and across a year', () => {
    // 30 November 23:30 UTC is already 1 December in Johannesburg.
    expect(startOfNextLocalMonth(new Date('2026-11-30T21:30:00Z')).toISOString()).toBe(
      '2026-11-30T22:00:00.000Z',
    );
    expect(startOfNextLocalMonth(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe(
      '2026-12-31T22:00:00.000Z',
    );
    expect(startOfNextLocalMonth(new Date('2026-12-31T21:59:59Z')).toISOString()).toBe(
      '2026-12-31T22:00:00.000Z',
    );
  });
});
