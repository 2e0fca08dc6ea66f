import {
  REQUEST_LIMIT_MESSAGE,
  type RequestAllowance,
} from '@aurum/shared/requests/request-allowance';
import { describe, expect, it } from 'vitest';
import { allowanceSummary, filingBlock } from './allowance-summary';

// Midnight on 1 December 2026 in Johannesburg.
const RENEWS_AT = '2026-11-30T22:00:00.000Z';
const allowance = (limit: number | null, used: number): RequestAllowance => ({
  limit,
  used,
  remaining: limit === null ? null : Math.max(0, limit - used),
  renews_at: RENEWS_AT,
  plan_required: null,
});

describe('allowanceSummary', () => {
  it('tells the requests left of the plan and the day it renews in Johannesburg', () => {
    expect(allowanceSummary(allowance(3, 1))).toBe(
      '2 of 3 requests left this month · renews 1 December',
    );
    expect(allowanceSummary(allowance(10, 10))).toBe(
      '0 of 10 requests left this month · renews 1 December',
    );
  });

  it('says so for an unlimited plan', () => {
    expect(allowanceSummary(allowance(null, 14))).toBe('Unlimited requests on your plan');
  });
});

describe('filingBlock', () => {
  it('blocks only a limited plan with none left, with the plan-limit message', () => {
    expect(filingBlock(allowance(3, 3))).toEqual({ kind: 'limit', message: REQUEST_LIMIT_MESSAGE });
    expect(filingBlock(allowance(3, 2))).toBeNull();
    expect(filingBlock(allowance(null, 40))).toBeNull();
    expect(filingBlock(undefined)).toBeNull();
  });

  it("blocks with the server's message once a plan must be chosen", () => {
    const ended = { ...allowance(0, 0), plan_required: 'Your 7-day free trial has ended.' };
    expect(filingBlock(ended)).toEqual({
      kind: 'plan',
      message: 'Your 7-day free trial has ended.',
    });
  });
});
