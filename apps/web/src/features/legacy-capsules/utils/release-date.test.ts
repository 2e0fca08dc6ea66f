import { formatCalendarDate } from '@aurum/shared/format/dates';
import { describe, expect, it } from 'vitest';
import { daysUntil, presetDate, releaseDateLabel, todayLocal } from './release-date';

describe('release dates', () => {
  // 23:30 on Sunday 29 November in Johannesburg is still Sunday there (21:30 UTC).
  const sundayNight = new Date('2026-11-29T21:30:00Z');

  it('counts from today in Johannesburg, whatever the device clock zone', () => {
    expect(todayLocal(sundayNight)).toBe('2026-11-29');
    expect(todayLocal(new Date('2026-11-30T22:15:00Z'))).toBe('2026-12-01');
    expect(daysUntil('2026-12-01', sundayNight)).toBe(2);
  });

  it('offers presets of whole years, a month end staying a month end', () => {
    expect(presetDate(12, sundayNight)).toBe('2027-11-29');
    expect(presetDate(300, new Date('2028-02-29T08:00:00Z'))).toBe('2053-02-28');
  });

  it('says the date in the one date format of every other screen and e-mail', () => {
    expect(releaseDateLabel('2026-12-01')).toBe('01 Dec 2026');
    expect(releaseDateLabel('2026-12-01')).toBe(formatCalendarDate('2026-12-01'));
  });
});
