import { describe, expect, it } from 'vitest';
import { noticeAt, periodEnd } from './membership-period';

describe('paid periods', () => {
  it('runs a month to the same local time next month', () => {
    expect(periodEnd(new Date('2026-03-15T08:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-04-15T08:00:00.000Z',
    );
  });

  it('ends a month from 31 January on the last day of February', () => {
    // 31 January 10:00 in Johannesburg.
    expect(periodEnd(new Date('2027-01-31T08:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
  });

  it('counts months in Johannesburg: 1 March 01:00 local (28 February in UTC) ends 1 April', () => {
    // A month in UTC would end on 28 March.
    expect(periodEnd(new Date('2026-02-28T23:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-03-31T23:00:00.000Z',
    );
  });

  it('runs a year to the same day next year', () => {
    expect(periodEnd(new Date('2026-11-30T21:45:00Z'), 'yearly').toISOString()).toBe(
      '2027-11-30T21:45:00.000Z',
    );
  });

  it('gives notice the given days before the end', () => {
    expect(noticeAt(new Date('2026-04-15T08:00:00Z'), 7).toISOString()).toBe(
      '2026-04-08T08:00:00.000Z',
    );
  });
});
