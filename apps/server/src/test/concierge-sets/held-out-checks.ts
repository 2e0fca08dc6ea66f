import { CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';
import { SERVICE_TYPE_VALUES } from '@aurum/shared/requests/service-types';
import { describe, expect, it } from 'vitest';
import { shapeProblems } from './label-shapes';
import type { LabelledSet } from './labels';
import { labelProblems } from './measure-sets';

/** What a held-out set's brief asked of it: sizes, the long itineraries and the kinds of rows. */
export interface HeldOutBrief {
  minimumRows: Readonly<Record<string, number>>;
  minimumLongItineraries: number;
  minimumAmbiguousActions: number;
  minimumOutOfScope: number;
  minimumHuman: number;
  /** Every question topic the questions set must ask about. */
  topics: readonly string[];
}

const key = (row: { text: string; openProposal?: string }) =>
  `${row.openProposal ?? ''}:${row.text.trim().toLowerCase()}`;
const plain = (row: { text: string }) => row.text.trim().toLowerCase();

/**
 * The checks of a held-out set itself (never of the engine): every kind at its size with the
 * earlier sets' goals, no message repeated, labels the gazetteer and the notation accept, the
 * multi messages' sizes, and the coverage its brief asked for.
 */
export function describeHeldOutSets(
  title: string,
  sets: readonly LabelledSet[],
  earlier: readonly (readonly LabelledSet[])[],
  brief: HeldOutBrief,
) {
  const setOf = (kind: string) => sets.find((s) => s.kind === kind)!;
  const allRows = sets.flatMap((set) => set.rows);
  const earlierRows = earlier.flat().flatMap((set) => set.rows);

  describe(title, () => {
    it('hold every kind at its minimum size, with the goals of the earlier sets', () => {
      expect(sets.map((s) => s.kind).sort()).toEqual(Object.keys(brief.minimumRows).sort());
      for (const set of sets) {
        expect(set.rows.length, set.kind).toBeGreaterThanOrEqual(brief.minimumRows[set.kind]!);
      }
      const goals = new Map(earlier.flat().map((s) => [s.kind, s.goal]));
      for (const set of sets) expect(set.goal, set.kind).toBe(goals.get(set.kind));
    });

    it('repeat no message, neither within themselves nor from the earlier sets', () => {
      expect(new Set(allRows.map(key)).size).toBe(allRows.length);
      const seen = new Set(earlierRows.map(plain));
      expect(allRows.filter((row) => seen.has(plain(row))).map((r) => r.text)).toEqual([]);
    });

    it('label only places the gazetteer knows, in their area, and dates in the notation', () => {
      expect(labelProblems(allRows)).toEqual([]);
    });

    it('label known types, request keys, proposals, topics and 24-hour times', () => {
      expect(allRows.flatMap(shapeProblems)).toEqual([]);
    });

    it('ask for two to five services in each multi message, with long itineraries among them', () => {
      const multi = setOf('multi');
      for (const row of multi.rows) {
        const count = row.expect.kind === 'new' ? row.expect.requests.length : 0;
        expect(count, row.text).toBeGreaterThanOrEqual(2);
        expect(count, row.text).toBeLessThanOrEqual(5);
        expect(row.text.length, row.text.slice(0, 60)).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
      }
      const long = multi.rows.filter((r) => r.text.length >= 900 && r.text.length <= 1900);
      expect(long.length).toBeGreaterThanOrEqual(brief.minimumLongItineraries);
    });

    it('cover every question topic, every service type and the ambiguous actions', () => {
      const asked = new Set(
        setOf('questions').rows.flatMap((r) =>
          r.expect.kind === 'question' ? r.expect.topics : [],
        ),
      );
      expect([...asked].sort()).toEqual([...brief.topics].sort());
      const types = new Set(
        setOf('en-new').rows.flatMap((r) =>
          r.expect.kind === 'new' ? r.expect.requests.map((q) => [q.type].flat()[0]) : [],
        ),
      );
      expect([...types].sort()).toEqual([...SERVICE_TYPE_VALUES].sort());
      for (const row of setOf('en-new').rows) {
        expect(row.expect.kind === 'new' && row.expect.requests.length, row.text).toBe(1);
      }
      const ambiguous = setOf('actions').rows.filter(
        (r) => r.expect.kind === 'act' && typeof r.expect.target !== 'string',
      );
      expect(ambiguous.length).toBeGreaterThanOrEqual(brief.minimumAmbiguousActions);
    });

    it('hold enough out-of-scope questions and requests for a person', () => {
      const rows = setOf('out_of_scope/human').rows;
      const count = (kind: string) => rows.filter((r) => r.expect.kind === kind).length;
      expect(count('out_of_scope')).toBeGreaterThanOrEqual(brief.minimumOutOfScope);
      expect(count('human')).toBeGreaterThanOrEqual(brief.minimumHuman);
      expect(count('out_of_scope') + count('human')).toBe(rows.length);
    });
  });
}
