import { describe, expect, it } from 'vitest';
import {
  assignProviderSchema,
  canAssignProvider,
  canMarkCompleted,
  canMarkInProgress,
  needsProvider,
  requestQueueQuerySchema,
} from './requests-contract';

const request = (status: string, confirmation_status = 'confirming') => ({
  status,
  confirmation_status,
});

describe('staff transitions of a request', () => {
  it('marks only a pending request in progress', () => {
    expect(canMarkInProgress(request('pending'))).toBe(true);
    for (const status of ['in_progress', 'completed', 'cancelled']) {
      expect(canMarkInProgress(request(status))).toBe(false);
    }
  });

  it('completes a request in progress, or a pending one a provider confirmed', () => {
    expect(canMarkCompleted(request('in_progress', 'confirmed'))).toBe(true);
    expect(canMarkCompleted(request('pending', 'confirmed'))).toBe(true);
    // No provider confirmed: only with a staff reason.
    expect(canMarkCompleted(request('in_progress'))).toBe(false);
    expect(canMarkCompleted(request('pending'))).toBe(false);
    expect(canMarkCompleted(request('in_progress'), '  ')).toBe(false);
    expect(canMarkCompleted(request('in_progress'), 'Member arranged it with us by phone')).toBe(
      true,
    );
    expect(canMarkCompleted(request('cancelled'), 'reason')).toBe(false);
    expect(canMarkCompleted(request('cancelled', 'confirmed'))).toBe(false);
    expect(canMarkCompleted(request('completed', 'confirmed'))).toBe(false);
  });

  it('assigns providers to open, unconfirmed requests (declined ones too)', () => {
    expect(canAssignProvider(request('pending'))).toBe(true);
    expect(canAssignProvider(request('pending', 'declined'))).toBe(true);
    expect(canAssignProvider(request('in_progress'))).toBe(true);
    expect(canAssignProvider(request('pending', 'confirmed'))).toBe(false);
    expect(canAssignProvider(request('cancelled'))).toBe(false);
  });
});

describe('needsProvider', () => {
  const updates = (...statuses: string[]) => statuses.map((status) => ({ status }));

  it('flags requests nothing matched and requests every provider declined', () => {
    const unmatched = { ...request('pending'), updates: updates('manual_review', 'pending') };
    expect(needsProvider(unmatched)).toBe(true);
    expect(needsProvider({ ...unmatched, updates: updates('note', 'manual_review') })).toBe(true);
    expect(needsProvider({ ...request('pending', 'declined'), updates: updates('declined') })).toBe(
      true,
    );
  });

  it('does not flag requests with providers asked, confirmed or closed', () => {
    const asked = updates('provider_notified', 'manual_review');
    expect(needsProvider({ ...request('pending'), updates: asked })).toBe(false);
    expect(needsProvider({ ...request('cancelled', 'declined'), updates: asked })).toBe(false);
    expect(needsProvider({ ...request('pending'), updates: updates('pending') })).toBe(false);
  });
});

describe('staff request schemas', () => {
  it("defaults assignedBy to 'manual' and refuses any other value", () => {
    const providerId = '2f0a8c1e-6b7d-4e3f-9a21-5c4d3e2f1a0b';
    expect(assignProviderSchema.parse({ providerId }).assignedBy).toBe('manual');
    expect(assignProviderSchema.safeParse({ providerId, assignedBy: 'auto' }).success).toBe(false);
  });

  it("reads '' query parameters as left out and caps the page size", () => {
    expect(requestQueueQuerySchema.parse({ status: '', q: '', limit: '10' })).toEqual({
      limit: 10,
    });
    expect(requestQueueQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});
