import { describe, expect, it } from 'vitest';
import { HELD_OUT_MESSAGES } from '../../../test/concierge-held-out';
import { LABELLED_MESSAGES, type LabelledMessage } from '../../../test/concierge-messages';
import { resolveDate } from '../../../test/concierge-sets/relative-date';
import { readRequest } from './read-request';

/** The clocks the set runs at: a weekday morning, a Sunday night, a month's last late evening. */
const CLOCKS = {
  'a Wednesday morning': new Date('2026-01-14T08:00:00Z'),
  'a Sunday night': new Date('2026-03-29T20:30:00Z'),
  'the last evening of a month': new Date('2026-04-30T21:30:00Z'),
};

/** The date a label names at `now` (see concierge-messages.ts for the notation). */
const expectedDate = resolveDate;

interface Outcome {
  row: LabelledMessage;
  type: boolean;
  place: boolean;
  date: boolean;
  time: boolean;
  got: string;
}

function judge(row: LabelledMessage, now: Date): Outcome {
  const reading = readRequest(row.text, now);
  const [names, area] = row.place?.split('|') ?? [];
  const place = reading.where
    ? names !== undefined &&
      names.split('/').includes(reading.where.location) &&
      reading.where.area === area
    : row.place === null;
  const date = expectedDate(row.date, row.time, now);
  return {
    row,
    type: (reading.intent?.serviceType ?? null) === row.type,
    place,
    date: reading.when.date === date,
    time: reading.when.time === row.time,
    got: JSON.stringify({
      type: reading.intent?.serviceType ?? null,
      place: reading.where ? `${reading.where.location}|${reading.where.area}` : null,
      date: reading.when.date,
      expectedDate: date,
      time: reading.when.time,
    }),
  };
}

const share = (outcomes: Outcome[], field: 'type' | 'place' | 'date' | 'time') =>
  outcomes.filter((outcome) => outcome[field]).length / outcomes.length;

describe('the concierge engine on the labelled member messages', () => {
  it('holds at least 200 varied messages covering all ten services', () => {
    expect(LABELLED_MESSAGES.length).toBeGreaterThanOrEqual(200);
    const types = new Set(LABELLED_MESSAGES.map((row) => row.type).filter(Boolean));
    expect(types.size).toBe(10);
    expect(LABELLED_MESSAGES.filter((row) => row.type === null).length).toBeGreaterThan(5);
  });

  for (const [label, now] of Object.entries(CLOCKS)) {
    it(`reads service type, place, date and time accurately on ${label}`, () => {
      const outcomes = LABELLED_MESSAGES.map((row) => judge(row, now));
      const accuracy = {
        type: share(outcomes, 'type'),
        place: share(outcomes, 'place'),
        date: share(outcomes, 'date'),
        time: share(outcomes, 'time'),
      };
      const misses = outcomes
        .filter((o) => !(o.type && o.place && o.date && o.time))
        .map((o) => `  ${o.row.text}\n    expected ${JSON.stringify(o.row)}\n    got ${o.got}`);
      console.info(
        `${label}: ${outcomes.length} messages; accuracy ${JSON.stringify(accuracy)}\n${misses.join('\n')}`,
      );
      expect(accuracy.type).toBeGreaterThanOrEqual(0.95);
      expect(accuracy.place).toBeGreaterThanOrEqual(0.9);
      expect(accuracy.date).toBeGreaterThanOrEqual(0.9);
      expect(accuracy.time).toBeGreaterThanOrEqual(0.9);
    });
  }

  it('reads messages never used to tune it nearly as well (held out)', () => {
    const now = CLOCKS['a Wednesday morning'];
    const outcomes = HELD_OUT_MESSAGES.map((row) => judge(row, now));
    const accuracy = {
      type: share(outcomes, 'type'),
      place: share(outcomes, 'place'),
      date: share(outcomes, 'date'),
      time: share(outcomes, 'time'),
    };
    const misses = outcomes
      .filter((o) => !(o.type && o.place && o.date && o.time))
      .map((o) => `  ${o.row.text}\n    expected ${JSON.stringify(o.row)}\n    got ${o.got}`);
    console.info(
      `held out: ${outcomes.length} messages; accuracy ${JSON.stringify(accuracy)}\n${misses.join('\n')}`,
    );
    for (const field of ['type', 'place', 'date', 'time'] as const) {
      expect(accuracy[field]).toBeGreaterThanOrEqual(0.85);
    }
  });
});
