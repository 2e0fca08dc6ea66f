import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDayMonth,
  formatDateTime,
  formatDateTimeRange,
  formatSlot,
  formatTime,
  formatWeekdayDate,
} from './dates';

// 13:00 UTC is 15:00 in Johannesburg, whatever zone the test machine is in.
const at = new Date('2026-12-04T13:00:00Z');

describe('dates in Johannesburg time, en-ZA', () => {
  it('formats a date, a time and both', () => {
    expect(formatDate(at)).toBe('04 Dec 2026');
    expect(formatTime(at)).toBe('15:00');
    expect(formatDateTime(at)).toBe('04 Dec 2026, 15:00');
    expect(formatWeekdayDate(at)).toBe('Friday, 4 December 2026');
  });
  it('formats a slot as one date with its two times', () => {
    expect(formatDateTimeRange(at, new Date('2026-12-04T14:00:00Z'))).toBe(
      '04 Dec 2026, 15:00–16:00',
    );
  });
  it('takes ISO text too', () => {
    expect(formatDate('2026-12-04T23:30:00Z')).toBe('05 Dec 2026');
  });

  // 07:05 UTC is 09:05 in Johannesburg (UTC+2, no daylight saving).
  const instant = '2025-03-14T07:05:00Z';

  it('shows times in Johannesburg time whatever the machine zone', () => {
    expect(formatTime(instant)).toBe('09:05');
    expect(formatDateTime(instant)).toContain('09:05');
    expect(formatDate(instant)).toBe('14 Mar 2025');
  });

  it('moves the date when Johannesburg is already on the next day', () => {
    expect(formatDate('2025-03-14T22:30:00Z')).toBe('15 Mar 2025');
  });

  it('names a day and month as Johannesburg sees it', () => {
    // 22:00 UTC on 30 November is midnight, 1 December, in Johannesburg.
    expect(formatDayMonth('2026-11-30T22:00:00Z')).toBe('1 December');
    expect(formatDayMonth('2026-11-30T21:59:00Z')).toBe('30 November');
  });

  it('formats calendar dates and slots as written, in the same formats', () => {
    expect(formatCalendarDate('1990-07-01')).toBe('01 Jul 1990');
    expect(formatSlot('2026-12-04', '15:00', '16:00')).toBe('04 Dec 2026, 15:00–16:00');
    expect(formatSlot('2026-12-04', '15:00:00', '16:30:00')).toBe('04 Dec 2026, 15:00–16:30');
  });
});
