import { describe, expect, it } from 'vitest';
import {
  ALL_REQUESTS,
  AWAITING,
  CANCELLED,
  COMPLETED,
  CONFIRMED,
  DECLINED,
  PENDING,
  serviceRequest,
  update,
} from '../../../testing/requests-test-server';
import {
  bookingLine,
  canBookAgain,
  canChangeRequest,
  emptyFilterText,
  formatPreferredDate,
  matchesFilter,
  requestDisplayedStatus,
  requestTitle,
} from './request-display';

describe('requestDisplayedStatus', () => {
  it('reads the confirmation, the status and the newest update', () => {
    expect(ALL_REQUESTS.map(requestDisplayedStatus)).toEqual([
      'Pending',
      'Awaiting Confirmation',
      'Confirmed',
      'Declined',
      'Completed',
      'Cancelled',
    ]);
  });

  it('is Awaiting Confirmation while in progress, whatever the newest update', () => {
    expect(requestDisplayedStatus(serviceRequest({ id: 'x', status: 'in_progress' }))).toBe(
      'Awaiting Confirmation',
    );
  });

  it('looks at the newest update only (updates come newest first)', () => {
    const older = serviceRequest({
      id: 'x',
      updates: [update('manual_review', 'Our team is on it'), update('provider_notified', 'x')],
    });
    expect(requestDisplayedStatus(older)).toBe('Pending');
  });
});

describe('the buttons a request offers', () => {
  it('Modify and Cancel only while pending and unanswered', () => {
    expect(ALL_REQUESTS.filter(canChangeRequest)).toEqual([PENDING, AWAITING]);
    // Pending in status but already declined or confirmed: no longer changeable.
    expect(canChangeRequest({ ...DECLINED, status: 'pending' })).toBe(false);
    expect(canChangeRequest({ ...CONFIRMED, status: 'pending' })).toBe(false);
    expect(canChangeRequest({ ...PENDING, status: 'in_progress' })).toBe(false);
  });

  it('Book Again only when completed', () => {
    expect(ALL_REQUESTS.filter(canBookAgain)).toEqual([COMPLETED]);
  });
});

describe('filters of /request-status', () => {
  it('holds Awaiting Confirmation under Pending and ended requests under All only', () => {
    const ids = (filter: Parameters<typeof matchesFilter>[1]) =>
      ALL_REQUESTS.filter((request) => matchesFilter(request, filter)).map((r) => r.id);
    expect(ids('all')).toHaveLength(6);
    expect(ids('pending')).toEqual([PENDING.id, AWAITING.id]);
    expect(ids('confirmed')).toEqual([CONFIRMED.id]);
    expect(ids('declined')).toEqual([DECLINED.id]);
    expect(ids('pending')).not.toContain(CANCELLED.id);
  });

  it('names the filter in the empty text', () => {
    expect(emptyFilterText('all')).toBe('No requests found');
    expect(emptyFilterText('pending')).toBe('No pending requests found');
    expect(emptyFilterText('declined')).toBe('No declined requests found');
  });
});

describe('formatPreferredDate', () => {
  it('shows Johannesburg time, and the time only when the member gave one', () => {
    expect(formatPreferredDate(PENDING)).toBe('19 Dec 2026, 18:30');
    // 22:00 UTC on 3 December is already 4 December in Johannesburg.
    expect(formatPreferredDate(AWAITING)).toBe('04 Dec 2026');
    expect(formatPreferredDate(CONFIRMED)).toBeNull();
  });
});

describe('bookingLine and requestTitle', () => {
  it('names a restaurant table and the party size where set, and nothing otherwise', () => {
    const table = serviceRequest({ id: 't', service_type: 'other', dining: true, party_size: 2 });
    expect(bookingLine(table)).toBe('Restaurant table · Party of 2');
    expect(requestTitle(table)).toBe('Restaurant Table');
    expect(bookingLine({ ...PENDING, party_size: 6 })).toBe('Party of 6');
    expect(bookingLine({ ...table, party_size: null })).toBe('Restaurant table');
    expect(bookingLine(PENDING)).toBeNull();
    expect(requestTitle(PENDING)).toBe('Private Chef');
  });
});
