import { CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';
import { findPlace } from '@aurum/shared/places/gazetteer';
import { describe, expect, it } from 'vitest';
import { situationFor, UNDERSTANDING_SETS } from '../../../test/concierge-sets/all-sets';
import { judgeUnderstanding } from '../../../test/concierge-sets/judge';
import type { Expected, LabelledRow } from '../../../test/concierge-sets/labels';
import { CLOCKS, expectSharesAtLeast } from '../../../test/concierge-sets/measure-sets';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { resolveDate } from '../../../test/concierge-sets/relative-date';
import { readRequest } from './read-request';
import { understand } from './understand';
import type { Understanding } from './understanding';

/**
 * Issue 27's measure: the held-out sets of test/concierge-sets (actions, questions, restaurant,
 * multi, follow-ups, Afrikaans, isiZulu, mixed, out-of-scope and human) read by `understand` at
 * the three clocks of read-request.test.ts (the runner is measure-sets.ts, shared with
 * understanding-held-out.test.ts). A row counts right at a clock only when every labelled field
 * is right; each kind must reach its goal at every clock together.
 */
describe('the held-out understanding sets themselves', () => {
  const allRows = UNDERSTANDING_SETS.flatMap((set) => set.rows);

  it('hold at least 60 messages of each kind and 20 out-of-scope and 15 asking for a person', () => {
    for (const set of UNDERSTANDING_SETS.filter((s) => s.kind !== 'out_of_scope/human')) {
      expect(set.rows.length, set.kind).toBeGreaterThanOrEqual(60);
    }
    const fallback = UNDERSTANDING_SETS.find((s) => s.kind === 'out_of_scope/human')!.rows;
    expect(fallback.filter((r) => r.expect.kind === 'out_of_scope').length).toBeGreaterThanOrEqual(
      20,
    );
    expect(fallback.filter((r) => r.expect.kind === 'human').length).toBeGreaterThanOrEqual(15);
    expect(new Set(allRows.map((r) => `${r.openProposal ?? ''}:${r.text}`)).size).toBe(
      allRows.length,
    );
  });

  it('label only places the gazetteer knows, in their area, and dates in the notation', () => {
    const places = (expected: Expected): (string | null)[] => {
      if (expected.kind === 'new') return expected.requests.flatMap((r) => [r.place].flat());
      if ((expected.kind === 'act' || expected.kind === 'follow_up') && expected.changes?.place) {
        return [expected.changes.place];
      }
      return [];
    };
    for (const row of allRows) {
      for (const place of places(row.expect)) {
        if (place === null) continue;
        const [name, area] = place.split('|');
        expect(findPlace(name!)?.area, `${place} in "${row.text}"`).toBe(area);
      }
      if (row.expect.kind === 'new') {
        for (const r of row.expect.requests)
          expect(() => resolveDate(r.date, r.time, new Date())).not.toThrow();
      }
    }
  });

  it('ask for two to five services in each multi message, none over the message limit', () => {
    const multi = UNDERSTANDING_SETS.find((s) => s.kind === 'multi')!;
    for (const row of multi.rows) {
      const count = row.expect.kind === 'new' ? row.expect.requests.length : 0;
      expect(count, row.text).toBeGreaterThanOrEqual(2);
      expect(count, row.text).toBeLessThanOrEqual(5);
      expect(row.text.length).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
    }
    expect(Math.max(...multi.rows.map((r) => r.text.length))).toBeGreaterThan(900);
  });
});

describe('the comparer of understandings and labels', () => {
  const now = CLOCKS['a Wednesday morning'];
  const row: LabelledRow = {
    text: 'Book me a table at The Test Kitchen for 2 tonight at 8pm',
    expect: {
      kind: 'new',
      requests: [
        { type: 'other', place: null, date: 'today', time: '20:00', partySize: 2, dining: true },
      ],
    },
    languages: ['en'],
  };
  const situation = situationFor(row, now);
  const reading = {
    ...readRequest('', now),
    intent: { serviceType: 'other' },
    where: null,
    when: { date: '2026-01-14', time: '20:00' },
    partySize: 2,
    dining: true,
  } as ReturnType<typeof readRequest>;
  const right: Understanding = { kind: 'new', readings: [reading], language: 'en' };

  it('counts a correct understanding right', () => {
    expect(judgeUnderstanding(row, right, situation)).toEqual([]);
  });

  it('counts a wrong time, party size, kind or language wrong', () => {
    const lateReading = { ...reading, when: { date: '2026-01-14', time: '21:00' } };
    expect(judgeUnderstanding(row, { ...right, readings: [lateReading] }, situation)).toHaveLength(
      1,
    );
    expect(
      judgeUnderstanding(row, { ...right, readings: [{ ...reading, partySize: 4 }] }, situation),
    ).toHaveLength(1);
    expect(
      judgeUnderstanding(row, { kind: 'conversation', language: 'en' }, situation),
    ).not.toEqual([]);
    expect(judgeUnderstanding(row, { ...right, language: 'af' }, situation)).toHaveLength(1);
  });

  it('asks for every candidate of an ambiguous action and the right first one otherwise', () => {
    const cancelDriver: LabelledRow = {
      text: 'cancel my driver',
      expect: {
        kind: 'act',
        action: 'cancel',
        target: { ambiguous: ['driver_tomorrow', 'driver_friday'] },
      },
      languages: ['en'],
    };
    const act = (candidates: string[]): Understanding => ({
      kind: 'act',
      action: 'cancel',
      candidates,
      changes: {},
      language: 'en',
    });
    const both = [requestId('driver_tomorrow'), requestId('driver_friday')];
    expect(judgeUnderstanding(cancelDriver, act(both), situation)).toEqual([]);
    expect(judgeUnderstanding(cancelDriver, act([both[0]!]), situation)).not.toEqual([]);
    const cancelChef: LabelledRow = {
      ...cancelDriver,
      expect: { ...cancelDriver.expect, target: 'chef' } as Expected,
    };
    expect(judgeUnderstanding(cancelChef, act([requestId('chef'), both[0]!]), situation)).toEqual(
      [],
    );
    expect(
      judgeUnderstanding(cancelChef, act([both[0]!, requestId('chef')]), situation),
    ).not.toEqual([]);
  });

  it('counts changes right only with exactly the fields asked for', () => {
    const moveChef: LabelledRow = {
      text: 'Move the chef to Sunday at 1pm',
      expect: {
        kind: 'act',
        action: 'change',
        target: 'chef',
        changes: { date: 'sun', time: '13:00' },
      },
      languages: ['en'],
    };
    const change = (changes: object): Understanding => ({
      kind: 'act',
      action: 'change',
      candidates: [requestId('chef')],
      changes,
      language: 'en',
    });
    expect(
      judgeUnderstanding(moveChef, change({ date: '2026-01-18', time: '13:00' }), situation),
    ).toEqual([]);
    expect(judgeUnderstanding(moveChef, change({ date: '2026-01-18' }), situation)).not.toEqual([]);
    expect(
      judgeUnderstanding(
        moveChef,
        change({ date: '2026-01-18', time: '13:00', partySize: 8 }),
        situation,
      ),
    ).not.toEqual([]);
  });
});

/** The first sets tune the engine; every kind meets its goal (multi since ADR 084). */
expectSharesAtLeast('understanding accuracy', UNDERSTANDING_SETS, {}, understand);
