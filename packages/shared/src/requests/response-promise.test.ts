import { describe, expect, it } from 'vitest';
import {
  describeResponsePromise,
  durationText,
  responsePromiseMinutes,
  RESPONSE_PROMISE_MESSAGES,
} from './response-promise';

describe('the response promise', () => {
  it('gives each plan its time to answer (black 30 min, platinum 1 h, gold and trial 2 h)', () => {
    expect(responsePromiseMinutes('black')).toBe(30);
    expect(responsePromiseMinutes('platinum')).toBe(60);
    expect(responsePromiseMinutes('gold')).toBe(120);
    expect(responsePromiseMinutes('trial')).toBe(120);
    expect(responsePromiseMinutes(null)).toBe(120);
    expect(responsePromiseMinutes('unknown')).toBe(120);
  });

  it('reads durations the way people say them', () => {
    expect(durationText(72 * 60_000)).toBe('1 h 12 min');
    expect(durationText(45 * 60_000 + 59_000)).toBe('45 min');
    expect(durationText(120 * 60_000)).toBe('2 h');
    expect(durationText(30_000)).toBe('less than a minute');
  });

  it('tells the member whom the request waits on and how long is left, in Johannesburg time', () => {
    const due = '2026-11-29T21:35:00.000Z'; // 23:35 on a Sunday night in Johannesburg
    const promise = { waiting_on: 'provider' as const, due_at: due, overdue: false };
    expect(describeResponsePromise(promise, new Date('2026-11-29T20:23:00Z'))).toBe(
      'Provider asked to confirm by 23:35 · 1 h 12 min left',
    );
    expect(describeResponsePromise(promise, new Date('2026-11-29T21:36:00Z'))).toBe(
      'Provider asked to confirm by 23:35 · escalating now',
    );
    expect(
      describeResponsePromise(
        { waiting_on: 'concierge', due_at: null, overdue: true },
        new Date(due),
      ),
    ).toMatch(/concierge team is finding one/);
  });

  it('names what happened when the promise ran out', () => {
    expect(RESPONSE_PROMISE_MESSAGES.escalated(30, ['Cape Chauffeurs'])).toBe(
      'No provider answered within the promised 30 min: we asked Cape Chauffeurs as well and alerted our concierge team.',
    );
  });
});
