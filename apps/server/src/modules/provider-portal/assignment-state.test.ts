import { describe, expect, it } from 'vitest';
import { assignmentState } from './assignment-state';

const now = new Date('2026-03-01T10:00:00Z');
const later = new Date('2026-03-02T10:00:00Z');
const open = { status: 'pending', confirmationStatus: 'confirming' };

describe('assignmentState', () => {
  it('is open while pending, before the deadline, on an open request', () => {
    expect(assignmentState({ response: 'pending', linkExpiresAt: later }, open, now)).toBe('open');
    expect(
      assignmentState(
        { response: 'pending', linkExpiresAt: later },
        { status: 'in_progress', confirmationStatus: 'confirming' },
        now,
      ),
    ).toBe('open');
  });

  it('shows the answer once answered, whatever happened to the request since', () => {
    const cancelled = { status: 'cancelled', confirmationStatus: 'confirmed' };
    expect(assignmentState({ response: 'confirmed', linkExpiresAt: now }, cancelled, later)).toBe(
      'confirmed',
    );
    expect(assignmentState({ response: 'declined', linkExpiresAt: now }, open, later)).toBe(
      'declined',
    );
  });

  it('is closed when withdrawn, ended, or confirmed by someone else', () => {
    const pending = { response: 'pending', linkExpiresAt: later };
    expect(assignmentState({ ...pending, response: 'withdrawn' }, open, now)).toBe('closed');
    expect(
      assignmentState(pending, { status: 'cancelled', confirmationStatus: 'confirming' }, now),
    ).toBe('closed');
    expect(
      assignmentState(pending, { status: 'completed', confirmationStatus: 'confirmed' }, now),
    ).toBe('closed');
    expect(
      assignmentState(pending, { status: 'pending', confirmationStatus: 'confirmed' }, now),
    ).toBe('closed');
  });

  it('is expired from the deadline on', () => {
    expect(assignmentState({ response: 'pending', linkExpiresAt: now }, open, now)).toBe('expired');
  });
});
