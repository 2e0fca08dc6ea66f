import { describe, expect, it } from 'vitest';
import { CONFIRMATION_STATUSES } from '../requests/confirmation-status';
import { REQUEST_STATUSES } from '../requests/request-status';
import { staffLabel, staffRequestState } from './staff-labels';

describe('staff labels', () => {
  it('names every request status and confirmation status in words, never as codes', () => {
    for (const status of REQUEST_STATUSES)
      expect(staffLabel('requestStatus', status)).not.toMatch(/_/);
    for (const status of CONFIRMATION_STATUSES) {
      expect(staffLabel('confirmation', status)).not.toBe(status);
    }
    expect(staffLabel('confirmation', 'confirming')).toBe('Awaiting confirmation');
    expect(staffLabel('requestStatus', 'pending')).toBe('Open');
    expect(staffLabel('timeline', 'provider_notified')).toBe('Provider asked');
  });

  it('humanises a code no table names yet', () => {
    expect(staffLabel('timeline', 'wine_tour_booked')).toBe('Wine tour booked');
  });
});

describe('staffRequestState', () => {
  const state = (status: string, confirmation_status: string) =>
    staffRequestState({ status, confirmation_status });

  it('says where an open request stands in one phrase', () => {
    expect(state('pending', 'confirming')).toBe('Awaiting confirmation');
    expect(state('pending', 'confirmed')).toBe('Confirmed by provider');
    expect(state('pending', 'declined')).toBe('Declined by provider');
    expect(state('in_progress', 'confirming')).toBe('In progress, awaiting confirmation');
    expect(state('in_progress', 'confirmed')).toBe('In progress, confirmed by provider');
  });

  it('says how a closed request ended', () => {
    expect(state('completed', 'confirmed')).toBe('Completed');
    expect(state('cancelled', 'confirming')).toBe('Cancelled');
  });

  it('never shows the raw codes joined', () => {
    expect(state('pending', 'confirming')).not.toContain('·');
    expect(state('pending', 'confirming')).not.toMatch(/Pending|Confirming/);
  });
});
