import { describe, expect, it } from 'vitest';
import { localDateTime, startOfLocalMonth, startOfNextLocalMonth } from './member-time';

describe('member time (Africa/Johannesburg, UTC+2)', () => {
  it('reads a local date and time as the right instant', () => {
    expect(localDateTime('2026-12-04', '19:30').toISOString()).toBe('2026-12-04T17:30:00.000Z');
    expect(localDateTime('2026-12-04').toISOString()).toBe('2026-12-03T22:00:00.000Z');
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
