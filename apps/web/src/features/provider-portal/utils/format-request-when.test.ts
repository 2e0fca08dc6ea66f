import { formatWeekdayDate, formatWeekdayDateTime } from '@aurum/shared/format/dates';
import { describe, expect, it } from 'vitest';
import { formatRequestWhen } from './format-request-when';

describe('formatRequestWhen', () => {
  it('gives day and time in Johannesburg', () => {
    expect(formatRequestWhen('2026-12-18T07:30:00.000Z', true)).toBe(
      'Friday, 18 December 2026 at 09:30',
    );
  });

  it('gives the local day alone when no time was set', () => {
    // Midnight in Johannesburg is 22:00 UTC the day before.
    expect(formatRequestWhen('2026-12-17T22:00:00.000Z', false)).toBe('Friday, 18 December 2026');
  });

  it("reads as the provider's e-mail says it (one date format, issue 24)", () => {
    // 15:00 on Friday 4 December in Johannesburg; the e-mail writes the day without a 0.
    const at = '2026-12-04T13:00:00.000Z';
    expect(formatRequestWhen(at, true)).toBe('Friday, 4 December 2026 at 15:00');
    expect(formatRequestWhen(at, true)).toBe(formatWeekdayDateTime(at));
    expect(formatRequestWhen(at, false)).toBe(formatWeekdayDate(at));
  });

  it('says when there is no preferred date', () => {
    expect(formatRequestWhen(null, false)).toBe('No preferred date given');
  });
});
