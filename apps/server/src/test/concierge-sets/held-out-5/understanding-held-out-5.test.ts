import { CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';
import { SERVICE_TYPE_VALUES } from '@aurum/shared/requests/service-types';
import { describe, expect, it } from 'vitest';
import { understand } from '../../../modules/chat/engine/understand';
import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { UNDERSTANDING_SETS } from '../all-sets';
import { HELD_OUT_SETS } from '../held-out/held-out-sets';
import { HELD_OUT_3_SETS } from '../held-out-3/held-out-3-sets';
import { HELD_OUT_4_SETS } from '../held-out-4/held-out-4-sets';
import { shapeProblems } from '../label-shapes';
import { expectSharesAtLeast, labelProblems } from '../measure-sets';
import {
  HELD_OUT_5_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-5-sets';

/** Every question topic, so the questions set is checked to ask about each one. */
const TOPICS = {
  tier: true,
  allowance: true,
  renewal: true,
  upcoming: true,
  requests: true,
  provider_said: true,
  memory: true,
  mood: true,
  capabilities: true,
  vault: true,
} satisfies Record<QuestionTopic, true>;

const setOf = (kind: string) => HELD_OUT_5_SETS.find((s) => s.kind === kind)!;
const allRows = HELD_OUT_5_SETS.flatMap((set) => set.rows);
const key = (row: { text: string; openProposal?: string }) =>
  `${row.openProposal ?? ''}:${row.text.trim().toLowerCase()}`;

/**
 * The fifth held-out sets themselves: their sizes, labels and coverage. How well the engine
 * understands them is measured once the engine's tuning is done (the lead adds that run here);
 * nothing in this file reads a message through the engine.
 */
describe('the fifth held-out sets themselves', () => {
  it('hold every kind at its minimum size, with the goals of the earlier sets', () => {
    expect(HELD_OUT_5_SETS.map((s) => s.kind).sort()).toEqual(Object.keys(MINIMUM_ROWS).sort());
    for (const set of HELD_OUT_5_SETS) {
      expect(set.rows.length, set.kind).toBeGreaterThanOrEqual(MINIMUM_ROWS[set.kind]!);
    }
    const goals = new Map([...UNDERSTANDING_SETS, ...HELD_OUT_4_SETS].map((s) => [s.kind, s.goal]));
    for (const set of HELD_OUT_5_SETS) expect(set.goal, set.kind).toBe(goals.get(set.kind));
  });

  it('repeat no message, neither within themselves nor from the first four sets', () => {
    expect(new Set(allRows.map(key)).size).toBe(allRows.length);
    const earlier = new Set(
      [...UNDERSTANDING_SETS, ...HELD_OUT_SETS, ...HELD_OUT_3_SETS, ...HELD_OUT_4_SETS]
        .flatMap((set) => set.rows)
        .map((row) => row.text.trim().toLowerCase()),
    );
    expect(
      allRows.filter((row) => earlier.has(row.text.trim().toLowerCase())).map((r) => r.text),
    ).toEqual([]);
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
    expect(long.length).toBeGreaterThanOrEqual(MINIMUM_LONG_ITINERARIES);
    for (const row of long) {
      const count = row.expect.kind === 'new' ? row.expect.requests.length : 0;
      expect(count, row.text.slice(0, 60)).toBeGreaterThanOrEqual(2);
    }
  });

  it('cover every question topic, every service type and the ambiguous actions', () => {
    const asked = new Set(
      setOf('questions').rows.flatMap((r) => (r.expect.kind === 'question' ? r.expect.topics : [])),
    );
    expect([...asked].sort()).toEqual(Object.keys(TOPICS).sort());
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
    expect(ambiguous.length).toBeGreaterThanOrEqual(MINIMUM_AMBIGUOUS_ACTIONS);
  });

  it('hold enough out-of-scope questions and requests for a person', () => {
    const rows = setOf('out_of_scope/human').rows;
    const count = (kind: string) => rows.filter((r) => r.expect.kind === kind).length;
    expect(count('out_of_scope')).toBeGreaterThanOrEqual(MINIMUM_OUT_OF_SCOPE);
    expect(count('human')).toBeGreaterThanOrEqual(MINIMUM_HUMAN);
    expect(count('out_of_scope') + count('human')).toBe(rows.length);
  });
});

/**
 * Written without the engine in session 13 while the engine was tuned on the fourth sets, and
 * measured once, blind, after that tuning (ADR 079): actions 87.7%, questions 89.4%, restaurant
 * 93.9%, multi 70.6%, follow-ups 88.5%, af 83.3%, zu 74.4%, mixed 94.3%, out of scope or a person
 * 92.3%, English new 92.6%. Then read and tuned on (session 14, ADR 079): every kind but
 * multi-request messages (78.4%) now meets its goal, so the floors are the goals and multi's share
 * rounded down to 5%. A fifth tuning set: the next blind measure is a sixth set.
 */
expectSharesAtLeast(
  'fifth sets understanding accuracy',
  HELD_OUT_5_SETS,
  { multi: 0.75 },
  understand,
);
