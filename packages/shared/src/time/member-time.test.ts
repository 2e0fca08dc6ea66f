import { describe, expect, it } from 'vitest';
import { localDateTime, startOfLocalMonth } from './member-time';

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
});
