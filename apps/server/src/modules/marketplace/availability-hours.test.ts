import { describe, expect, it } from 'vitest';
import { parseAvailabilityHours, slotsFor } from './availability-hours';

const days = (text: string) => [...(parseAvailabilityHours(text)?.[0]?.days ?? [])].sort();

describe('availability hours', () => {
  it('reads day ranges, wrapping ranges, Daily and 24/7', () => {
    expect(days('Mon-Sat 07:00-20:00')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(days('Mon-Fri 08:00-17:00')).toEqual([1, 2, 3, 4, 5]);
    expect(days('Wed-Mon 11:00-23:00')).toEqual([0, 1, 3, 4, 5, 6]);
    expect(days('Daily 09:00-18:00')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parseAvailabilityHours('24/7')).toEqual([
      { days: new Set([0, 1, 2, 3, 4, 5, 6]), openMinutes: 360, closeMinutes: 1320 },
    ]);
    expect(parseAvailabilityHours('Mon-Fri 08:00-17:00, Sat 09:00-13:00')).toHaveLength(2);
  });

  it('refuses what it cannot read', () => {
    for (const text of ['', 'By appointment', 'Mon-Fri 17:00-08:00', 'Mon-Fri 8-5']) {
      expect(parseAvailabilityHours(text)).toBeNull();
    }
  });

  it('cuts whole slots that end by closing time and skips past ones', () => {
    const hours = parseAvailabilityHours('Mon-Fri 08:00-17:00')!;
    // 2030-01-21 is a Monday: 5 weekdays of 9 hourly slots.
    expect(slotsFor(hours, '2030-01-21', 7, 60)).toHaveLength(45);
    const ninety = slotsFor(hours, '2030-01-21', 1, 90);
    expect(ninety.map((slot) => slot.startTime)).toEqual([
      '08:00',
      '09:30',
      '11:00',
      '12:30',
      '14:00',
      '15:30',
    ]);
    expect(ninety.at(-1)).toMatchObject({ endTime: '17:00' });
    const later = slotsFor(hours, '2030-01-21', 1, 60, { date: '2030-01-21', time: '12:00' });
    expect(later[0]?.startTime).toBe('13:00');
  });
});
