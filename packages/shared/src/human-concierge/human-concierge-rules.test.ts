import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMUNICATION_PREFERENCES as HOURS } from './human-concierge-contract';
import {
  escalationRules,
  isHighValue,
  largestAmountCents,
  promiseDueAt,
  queueOrder,
  satisfactionRating,
  shownAvailability,
  soundsUrgent,
} from './human-concierge-rules';

describe('the human concierge rules', () => {
  it('counts the promise inside the preferred hours (Johannesburg, UTC+2)', () => {
    // 10:00 local: within 09:00-17:00.
    const inHours = new Date('2026-06-02T08:00:00Z');
    expect(promiseDueAt(inHours, 120, HOURS, false).toISOString()).toBe('2026-06-02T10:00:00.000Z');
    // 06:00 local: the clock starts at 09:00 local the same day.
    const early = new Date('2026-06-02T04:00:00Z');
    expect(promiseDueAt(early, 30, HOURS, false).toISOString()).toBe('2026-06-02T07:30:00.000Z');
    // 20:00 local: the next morning at 09:00 local.
    const late = new Date('2026-06-02T18:00:00Z');
    expect(promiseDueAt(late, 60, HOURS, false).toISOString()).toBe('2026-06-03T08:00:00.000Z');
    // Urgent: always from now.
    expect(promiseDueAt(late, 60, HOURS, true).toISOString()).toBe('2026-06-02T19:00:00.000Z');
  });

  it('shows a staff member offline after 15 minutes without a session in use', () => {
    const now = new Date('2026-06-02T08:00:00Z');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect(shownAvailability('busy', ago(14), now)).toBe('busy');
    expect(shownAvailability('available', ago(15), now)).toBe('offline');
    expect(shownAvailability('available', null, now)).toBe('offline');
  });

  it('rates satisfaction from real ratings, New (null) before any', () => {
    expect(satisfactionRating(0, 0)).toBeNull();
    expect(satisfactionRating(14, 3)).toBe(4.7);
  });

  it('orders the queue by priority, promised time, then oldest', () => {
    const c = (priority: 'urgent' | 'low' | 'high', due: string, created: string) => ({
      priority_level: priority,
      promise: { due_at: due },
      created_at: created,
      name: `${priority}-${due}-${created}`,
    });
    const cases = [
      c('low', '2026-01-01T01:00', '2026-01-01T00:00'),
      c('high', '2026-01-01T03:00', '2026-01-01T00:02'),
      c('high', '2026-01-01T02:00', '2026-01-01T00:05'),
      c('high', '2026-01-01T02:00', '2026-01-01T00:01'),
      c('urgent', '2026-01-01T09:00', '2026-01-01T00:09'),
    ];
    expect([...cases].sort(queueOrder).map((x) => x.name)).toEqual([
      'urgent-2026-01-01T09:00-2026-01-01T00:09',
      'high-2026-01-01T02:00-2026-01-01T00:01',
      'high-2026-01-01T02:00-2026-01-01T00:05',
      'high-2026-01-01T03:00-2026-01-01T00:02',
      'low-2026-01-01T01:00-2026-01-01T00:00',
    ]);
  });

  it('enables the high-value rule only where the tier allows it', () => {
    const none = new Map();
    expect(escalationRules(none, false).find((r) => r.id === 'high_value')).toMatchObject({
      is_enabled: false,
      available: false,
    });
    expect(escalationRules(none, true).every((r) => r.is_enabled)).toBe(true);
    const off = escalationRules(new Map([['urgency', false]]), true);
    expect(off.find((r) => r.id === 'urgency')?.is_enabled).toBe(false);
  });

  it('hears urgency in three languages and finds high-value amounts', () => {
    expect(soundsUrgent('This is an emergency, someone is following me')).toBe(true);
    expect(soundsUrgent('Dit is ’n noodgeval')).toBe(true);
    expect(soundsUrgent('Ngicela usizo ngokushesha')).toBe(true);
    expect(soundsUrgent('Book a table for two on Friday')).toBe(false);
    expect(largestAmountCents('a yacht for R75,000 or R2 000')).toBe(7_500_000);
    expect(largestAmountCents('budget R80k')).toBe(8_000_000);
    expect(isHighValue(largestAmountCents('R50,000 exactly'))).toBe(false);
    expect(isHighValue(largestAmountCents('R1.2 million'))).toBe(true);
  });
});
