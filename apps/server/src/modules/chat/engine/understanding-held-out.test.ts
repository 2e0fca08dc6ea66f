import { CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNDERSTANDING_SETS } from '../../../test/concierge-sets/all-sets';
import { HELD_OUT_SETS } from '../../../test/concierge-sets/held-out/held-out-sets';
import {
  CLOCKS,
  labelProblems,
  measure,
  report,
  share,
  type Tally,
} from '../../../test/concierge-sets/measure-sets';
import { understand } from './understand';

/**
 * Issue 27's honest figures: the second held-out sets (test/concierge-sets/held-out), written
 * without reading the first sets or the engine, read by `understand` at the same three clocks and
 * against the same goals as understanding-accuracy.test.ts. The first sets tune the engine; these
 * must not. The table is printed on every run.
 */
describe('the second held-out sets themselves', () => {
  const allRows = HELD_OUT_SETS.flatMap((set) => set.rows);
  const key = (row: { text: string; openProposal?: string }) =>
    `${row.openProposal ?? ''}:${row.text.trim().toLowerCase()}`;

  it('hold the kinds of the first sets, at least 40 messages each, 15 out-of-scope and 10 asking for a person', () => {
    expect(HELD_OUT_SETS.map((s) => [s.kind, s.goal])).toEqual(
      UNDERSTANDING_SETS.map((s) => [s.kind, s.goal]),
    );
    for (const set of HELD_OUT_SETS.filter((s) => s.kind !== 'out_of_scope/human')) {
      expect(set.rows.length, set.kind).toBeGreaterThanOrEqual(40);
    }
    const fallback = HELD_OUT_SETS.find((s) => s.kind === 'out_of_scope/human')!.rows;
    expect(fallback.filter((r) => r.expect.kind === 'out_of_scope').length).toBeGreaterThanOrEqual(
      15,
    );
    expect(fallback.filter((r) => r.expect.kind === 'human').length).toBeGreaterThanOrEqual(10);
  });

  it('repeat no message, neither within themselves nor from the first sets', () => {
    expect(new Set(allRows.map(key)).size).toBe(allRows.length);
    const first = new Set(UNDERSTANDING_SETS.flatMap((set) => set.rows).map(key));
    expect(allRows.filter((row) => first.has(key(row))).map((row) => row.text)).toEqual([]);
  });

  it('label only places the gazetteer knows, in their area, and dates in the notation', () => {
    expect(labelProblems(allRows)).toEqual([]);
  });

  it('ask for two to five services in each multi message, none over the message limit', () => {
    const multi = HELD_OUT_SETS.find((s) => s.kind === 'multi')!;
    for (const row of multi.rows) {
      const count = row.expect.kind === 'new' ? row.expect.requests.length : 0;
      expect(count, row.text).toBeGreaterThanOrEqual(2);
      expect(count, row.text).toBeLessThanOrEqual(5);
      expect(row.text.length).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
    }
    expect(Math.max(...multi.rows.map((r) => r.text.length))).toBeGreaterThan(900);
  });
});

/**
 * The failing messages stay hidden unless asked for (HELD_OUT_SHOW_FAILURES=15 prints the first
 * 15 of each kind): whoever tunes the engine should see the figures, never the rows.
 */
const SHOW_FAILURES = Number(process.env.HELD_OUT_SHOW_FAILURES ?? 0);

/**
 * Where a kind has not reached the goal yet, the share it was measured at when issue 27
 * closed (rounded down to 5%): the test fails on any regression, and the gap to the goal stays
 * visible in the printed table and in ADR 058. Raise a floor whenever the engine improves.
 */
const FLOORS: Readonly<Record<string, number>> = {
  actions: 0.85,
  questions: 0.75,
  restaurant: 0.85,
  multi: 0.75,
  'follow-ups': 0.85,
  zu: 0.75,
  'out_of_scope/human': 0.85,
};

describe('understand() on the second held-out sets', () => {
  let tallies: Tally[] = [];
  beforeAll(() => {
    tallies = HELD_OUT_SETS.map((set) => measure(set, understand));
    console.info(
      `held-out understanding accuracy at ${Object.keys(CLOCKS).length} clocks\n${report(tallies, SHOW_FAILURES)}`,
    );
  });

  for (const set of HELD_OUT_SETS) {
    const floor = Math.min(set.goal, FLOORS[set.kind] ?? set.goal);
    it(`understands held-out ${set.kind} at least ${Math.round(floor * 100)}% right (goal ${set.goal * 100}%)`, () => {
      const tally = tallies.find((t) => t.set === set)!;
      expect(share(tally)).toBeGreaterThanOrEqual(floor);
    });
  }
});
