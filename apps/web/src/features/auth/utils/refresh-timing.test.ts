import { describe, expect, it } from 'vitest';
import { shouldRefresh } from './refresh-timing';

describe('shouldRefresh', () => {
  const now = 1_700_000_000;

  it('refreshes when 90 s or fewer remain', () => {
    expect(shouldRefresh(now + 90, now)).toBe(true);
    expect(shouldRefresh(now + 30, now)).toBe(true);
    expect(shouldRefresh(now - 5, now)).toBe(true);
  });

  it('waits while more than 90 s remain', () => {
    expect(shouldRefresh(now + 91, now)).toBe(false);
    expect(shouldRefresh(now + 3600, now)).toBe(false);
  });
});
