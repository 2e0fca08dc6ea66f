import { describe, expect, it } from 'vitest';
import {
  displayedRequestStatus,
  latestProgressStatus,
  monthlyRequestLimit,
} from './request-status';

describe('displayed request status (spec 02 section 4)', () => {
  it.each([
    [{ status: 'pending', confirmation_status: 'confirmed' }, 'Confirmed'],
    [{ status: 'pending', confirmation_status: 'declined' }, 'Declined'],
    [{ status: 'in_progress', confirmation_status: 'confirming' }, 'Awaiting Confirmation'],
    [
      {
        status: 'pending',
        confirmation_status: 'confirming',
        latest_update_status: 'provider_notified',
      },
      'Awaiting Confirmation',
    ],
    [
      { status: 'pending', confirmation_status: 'confirming', latest_update_status: 'pending' },
      'Pending',
    ],
    [{ status: 'pending', confirmation_status: 'whatever' }, 'Pending'],
    [{ status: 'completed', confirmation_status: 'confirmed' }, 'Completed'],
    [{ status: 'cancelled', confirmation_status: 'confirming' }, 'Cancelled'],
  ] as const)('%j shows %s', (request, shown) => {
    expect(displayedRequestStatus(request)).toBe(shown);
  });

  it('reads progress past staff notes and detail changes', () => {
    const updates = [{ status: 'note' }, { status: 'modified' }, { status: 'provider_notified' }];
    expect(latestProgressStatus(updates)).toBe('provider_notified');
    expect(latestProgressStatus([{ status: 'note' }])).toBeNull();
    expect(latestProgressStatus([])).toBeNull();
  });
});

describe('monthly request limits (spec 02 section 9)', () => {
  it.each([
    ['gold', 3],
    ['platinum', 10],
    ['black', null],
    ['trial', 3],
    [null, 3],
    ['unknown', 3],
  ] as const)('%s allows %s', (tier, limit) => {
    expect(monthlyRequestLimit(tier)).toBe(limit);
  });
});
