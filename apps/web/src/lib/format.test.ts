import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatTime,
  formatZar,
  greetingFor,
} from './format';

describe('format (en-ZA, Africa/Johannesburg)', () => {
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

  it('formats cents as rand', () => {
    expect(formatZar(150000).replace(/\s/g, ' ')).toBe('R 1 500,00');
  });

  it('greets by the hour in Johannesburg', () => {
    expect(greetingFor('2025-03-14T05:59:00Z')).toBe('Good morning'); // 07:59
    expect(greetingFor('2025-03-14T10:00:00Z')).toBe('Good afternoon'); // 12:00
    expect(greetingFor('2025-03-14T16:00:00Z')).toBe('Good evening'); // 18:00
    expect(greetingFor('2025-03-13T23:30:00Z')).toBe('Good evening'); // 01:30
  });
});
