import { formatWeekdayDateTime } from '@aurum/shared/format/dates';
import { describe, expect, it } from 'vitest';
import { type RequestFacts, requestLines } from './request-facts';

const FACTS: RequestFacts = {
  id: 'r1',
  serviceType: 'private_chef',
  description: 'Dinner for eight',
  location: 'Kyalami',
  // 15:00 on Friday 4 December 2026 in Johannesburg.
  preferredDate: new Date('2026-12-04T13:00:00Z'),
  preferredTimeSet: true,
  partySize: null,
  dining: false,
  specialRequests: null,
};

describe("a request's e-mail lines", () => {
  it('say when in the one date format, as the provider portal shows it (issue 24)', () => {
    expect(requestLines(FACTS)).toContain('When: Friday, 4 December 2026 at 15:00');
    expect(requestLines(FACTS)).toContain(`When: ${formatWeekdayDateTime(FACTS.preferredDate!)}`);
    expect(requestLines({ ...FACTS, preferredTimeSet: false })).toContain(
      'When: Friday, 4 December 2026',
    );
  });
});
