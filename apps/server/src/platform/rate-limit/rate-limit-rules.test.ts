import { RATE_LIMIT } from '@aurum/shared/auth/auth-rules';
import { describe, expect, it } from 'vitest';
import {
  afterAttempt,
  attemptsRemaining,
  blockedForSeconds,
  type RateLimitRules,
  type RateLimitState,
} from './rate-limit-rules';

/** Spec 01 sections 4 and 9: 5 attempts per 15 minutes, then a 30-minute block. */
const rules: RateLimitRules = {
  attempts: RATE_LIMIT.attempts,
  windowSeconds: RATE_LIMIT.windowSeconds,
  blockSeconds: RATE_LIMIT.blockSeconds,
};
const T0 = new Date('2025-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** The counter after attempts at each of these offsets (seconds after T0). */
function attemptsAt(...offsets: number[]): RateLimitState | null {
  let state: RateLimitState | null = null;
  for (const offset of offsets) state = afterAttempt(state, at(offset), rules);
  return state;
}

describe('sign-in rate limit rules', () => {
  it('uses the spec numbers', () => {
    expect(rules).toEqual({ attempts: 5, windowSeconds: 900, blockSeconds: 1800 });
  });

  it('allows 5 attempts on a key that was never used', () => {
    expect(attemptsRemaining(null, T0, rules)).toBe(5);
    expect(blockedForSeconds(null, T0)).toBe(0);
  });

  it('counts down the attempts left without blocking before the fifth', () => {
    const remaining = [1, 2, 3, 4].map((n) => {
      const state = attemptsAt(...Array.from({ length: n }, (_, i) => i * 60));
      expect(blockedForSeconds(state, at(n * 60))).toBe(0);
      return attemptsRemaining(state, at(n * 60), rules);
    });
    expect(remaining).toEqual([4, 3, 2, 1]);
  });

  it('blocks for 30 minutes after the fifth attempt within 15 minutes', () => {
    const state = attemptsAt(0, 60, 120, 600, 899);
    expect(state?.blockedUntil).toEqual(at(899 + 1800));
    expect(blockedForSeconds(state, at(899))).toBe(1800);
    expect(attemptsRemaining(state, at(899), rules)).toBe(0);
    expect(blockedForSeconds(state, at(899 + 1799))).toBe(1);
    expect(attemptsRemaining(state, at(899 + 1799), rules)).toBe(0);
  });

  it('forgets attempts once the window of 900 seconds has passed', () => {
    const fourEarly = attemptsAt(0, 1, 2, 3);
    expect(attemptsRemaining(fourEarly, at(899), rules)).toBe(1);
    expect(attemptsRemaining(fourEarly, at(900), rules)).toBe(5);

    const fifthAtBoundary = afterAttempt(fourEarly, at(900), rules);
    expect(fifthAtBoundary).toEqual({ attempts: 1, windowStartedAt: at(900), blockedUntil: null });
    expect(attemptsRemaining(fifthAtBoundary, at(900), rules)).toBe(4);

    const fifthJustInside = afterAttempt(fourEarly, at(899), rules);
    expect(blockedForSeconds(fifthJustInside, at(899))).toBe(1800);
  });

  it('changes nothing for an attempt made while blocked', () => {
    const blocked = attemptsAt(0, 1, 2, 3, 4)!;
    const again = afterAttempt(blocked, at(600), rules);
    expect(again).toEqual(blocked);
    expect(blockedForSeconds(again, at(600))).toBe(4 + 1800 - 600);
  });

  it('starts a new window once the block has ended', () => {
    const blocked = attemptsAt(0, 1, 2, 3, 4)!;
    const end = 4 + 1800;
    expect(blockedForSeconds(blocked, at(end))).toBe(0);
    expect(attemptsRemaining(blocked, at(end), rules)).toBe(5);
    const next = afterAttempt(blocked, at(end), rules);
    expect(next).toEqual({ attempts: 1, windowStartedAt: at(end), blockedUntil: null });
    expect(attemptsRemaining(next, at(end), rules)).toBe(4);
  });

  it('rounds the seconds left up, so a retry is never early', () => {
    const state: RateLimitState = {
      attempts: 5,
      windowStartedAt: T0,
      blockedUntil: new Date(T0.getTime() + 1500),
    };
    expect(blockedForSeconds(state, T0)).toBe(2);
    expect(blockedForSeconds(state, new Date(T0.getTime() + 1499))).toBe(1);
    expect(blockedForSeconds(state, new Date(T0.getTime() + 1500))).toBe(0);
  });

  it('follows the configured rules rather than fixed numbers', () => {
    const strict: RateLimitRules = { attempts: 2, windowSeconds: 60, blockSeconds: 10 };
    const blocked = afterAttempt(afterAttempt(null, T0, strict), at(1), strict);
    expect(blockedForSeconds(blocked, at(1))).toBe(10);
    expect(attemptsRemaining(blocked, at(1), strict)).toBe(0);
  });
});
