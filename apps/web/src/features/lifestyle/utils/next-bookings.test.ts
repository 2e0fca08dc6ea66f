import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { describe, expect, it } from 'vitest';
import { johannesburgTime, laterDate, nextBookings } from './next-bookings';

const entry = (overrides: Partial<CalendarEntry> & { source_id: string }): CalendarEntry => ({
  id: `service_request:${overrides.source_id}`,
  kind: 'service_request',
  title: 'chef',
  date: '2026-11-24',
  time: null,
  status: 'confirmed',
  request_status: 'pending',
  latest_update_status: null,
  place: null,
  editable: false,
  ...overrides,
});

describe('the next bookings', () => {
  it('keeps bookings still ahead, not the personal events, and at most three', () => {
    const entries = [
      entry({ source_id: 'past', date: '2026-11-24', time: '08:00' }),
      entry({ source_id: 'all-day', date: '2026-11-24' }),
      entry({ source_id: 'later', date: '2026-11-24', time: '15:00' }),
      { ...entry({ source_id: 'braai', date: '2026-11-25' }), kind: 'personal' as const },
      entry({ source_id: 'declined', date: '2026-11-25', status: 'declined' }),
      entry({ source_id: 'tomorrow', date: '2026-11-25', time: '09:00' }),
      entry({ source_id: 'next-week', date: '2026-12-01' }),
    ];
    expect(nextBookings(entries, '2026-11-24', '10:30').map((e) => e.source_id)).toEqual([
      'all-day',
      'later',
      'tomorrow',
    ]);
  });

  it('counts days and reads the time in Johannesburg', () => {
    expect(laterDate('2026-11-24', 60)).toBe('2027-01-23');
    expect(laterDate('2026-02-27', 2)).toBe('2026-03-01');
    expect(johannesburgTime(new Date('2026-11-24T08:05:00Z'))).toBe('10:05');
  });
});
