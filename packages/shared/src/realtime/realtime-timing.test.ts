import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './realtime-timing';

describe('reconnectDelayMs', () => {
  it('waits 1, 2, 5, then 10 s between attempts (spec 01 section 9)', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelayMs)).toEqual([
      1_000, 2_000, 5_000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('treats a nonsense attempt number as the first', () => {
    expect(reconnectDelayMs(-3)).toBe(1_000);
  });
});
