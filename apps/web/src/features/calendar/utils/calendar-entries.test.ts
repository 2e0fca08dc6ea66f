import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { describe, expect, it } from 'vitest';
import {
  entriesByDate,
  entryTitle,
  kindLabel,
  requestStatusOf,
  statusLabel,
  statusTone,
} from './calendar-entries';

const entry = (id: string, date: string, time: string | null): CalendarEntry => ({
  id: `personal:${id}`,
  kind: 'personal',
  source_id: id,
  title: id,
  date,
  time,
  status: 'confirmed',
  place: null,
  editable: true,
});

describe('entriesByDate', () => {
  it('groups entries by day in the order the API sent them', () => {
    const byDate = entriesByDate([
      entry('a', '2026-11-24', null),
      entry('b', '2026-11-24', '09:00'),
      entry('c', '2026-11-25', '08:00'),
    ]);
    expect(byDate.get('2026-11-24')?.map((e) => e.title)).toEqual(['a', 'b']);
    expect(byDate.get('2026-11-25')?.map((e) => e.title)).toEqual(['c']);
    expect(byDate.has('2026-11-26')).toBe(false);
  });
});

describe('status and kind', () => {
  it('shows confirmed green and anything else yellow', () => {
    expect(statusTone('confirmed')).toBe('green');
    expect(statusTone('pending')).toBe('yellow');
    expect(statusTone('declined')).toBe('yellow');
    expect(statusLabel('confirmed')).toBe('Confirmed');
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel('')).toBe('Pending');
  });

  it("names where an entry comes from unless it is the member's own", () => {
    expect(kindLabel('service_request')).toBe('Concierge request');
    expect(kindLabel('shared_event')).toBe('Shared with your partner');
    expect(kindLabel('personal')).toBeUndefined();
  });
});

describe('a concierge request on the calendar', () => {
  const requestEntry = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
    ...entry('r-1', '2026-11-24', '09:00'),
    id: 'service_request:r-1',
    kind: 'service_request',
    title: 'security',
    status: 'confirming',
    editable: false,
    ...overrides,
  });

  it('is titled with the label of its service type', () => {
    expect(entryTitle(requestEntry())).toBe('Security Services');
    expect(entryTitle(requestEntry({ title: 'luxury_vehicle' }))).toBe(
      'Range Rover / Luxury Vehicle',
    );
    expect(entryTitle(entry('Dinner at La Colombe', '2026-11-24', null))).toBe(
      'Dinner at La Colombe',
    );
  });

  it('shows the status the member sees on /request-status', () => {
    expect(requestStatusOf(requestEntry())).toBe('Pending');
    expect(requestStatusOf(requestEntry({ status: 'confirmed' }))).toBe('Confirmed');
    expect(
      requestStatusOf(requestEntry({ status: 'confirmed', request_status: 'completed' })),
    ).toBe('Completed');
    expect(requestStatusOf(requestEntry({ request_status: 'cancelled' }))).toBe('Cancelled');
    expect(requestStatusOf(requestEntry({ latest_update_status: 'provider_notified' }))).toBe(
      'Awaiting Confirmation',
    );
    expect(requestStatusOf(entry('a', '2026-11-24', null))).toBeNull();
  });
});
