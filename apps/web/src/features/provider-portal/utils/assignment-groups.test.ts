import type { ProviderAssignment } from '@aurum/shared/provider/provider-contract';
import { describe, expect, it } from 'vitest';
import { groupAssignments } from './assignment-groups';

const assignment = (id: string, state: ProviderAssignment['state'], created_at: string) =>
  ({ assignment_id: id, state, created_at }) as ProviderAssignment;

describe('groupAssignments', () => {
  it('puts open requests apart from answered and closed ones, newest first', () => {
    const { open, past } = groupAssignments([
      assignment('old-open', 'open', '2026-03-01T08:00:00Z'),
      assignment('confirmed', 'confirmed', '2026-03-03T08:00:00Z'),
      assignment('new-open', 'open', '2026-03-04T08:00:00Z'),
      assignment('expired', 'expired', '2026-03-02T08:00:00Z'),
    ]);
    expect(open.map((a) => a.assignment_id)).toEqual(['new-open', 'old-open']);
    expect(past.map((a) => a.assignment_id)).toEqual(['confirmed', 'expired']);
  });
});
