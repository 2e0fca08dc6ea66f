import { CHAT_LANGUAGES } from '@aurum/shared/chat/chat-contract';
import { CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';
import { SERVICE_TYPE_VALUES } from '@aurum/shared/requests/service-types';
import { describe, expect, it } from 'vitest';
import type { QuestionTopic } from '../../../modules/chat/engine/understanding';
import { understand } from '../../../modules/chat/engine/understand';
import { UNDERSTANDING_SETS } from '../all-sets';
import { HELD_OUT_SETS } from '../held-out/held-out-sets';
import { HELD_OUT_3_SETS } from '../held-out-3/held-out-3-sets';
import type { LabelledRow } from '../labels';
import { labelProblems, expectSharesAtLeast } from '../measure-sets';
import { REQUEST_KEYS } from '../member-requests';
import { PROPOSAL_KEYS } from '../open-proposals';
import {
  HELD_OUT_4_SETS,
  MINIMUM_AMBIGUOUS_ACTIONS,
  MINIMUM_HUMAN,
  MINIMUM_LONG_ITINERARIES,
  MINIMUM_OUT_OF_SCOPE,
  MINIMUM_ROWS,
} from './held-out-4-sets';

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
} satisfies Record<Exclude<QuestionTopic, 'vault'>, true>; // the vault topic came after these sets

const setOf = (kind: string) => HELD_OUT_4_SETS.find((s) => s.kind === kind)!;
const allRows = HELD_OUT_4_SETS.flatMap((set) => set.rows);
const key = (row: { text: string; openProposal?: string }) =>
  `${row.openProposal ?? ''}:${row.text.trim().toLowerCase()}`;

/** What is wrong with a row's label beyond places and dates (labelProblems checks those). */
function shapeProblems(row: LabelledRow): string[] {
  const problems: string[] = [];
  const expect = row.expect;
  if (row.languages.length === 0 || row.languages.some((l) => !CHAT_LANGUAGES.includes(l))) {
    problems.push('languages');
  }
  if (expect.kind === 'new') {
    if (expect.requests.length === 0) problems.push('no request');
    for (const request of expect.requests) {
      const types = [request.type].flat();
      if (types.length === 0 || types.some((t) => !SERVICE_TYPE_VALUES.includes(t))) {
        problems.push(`type ${String(request.type)}`);
      }
      if (request.time !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(request.time)) {
        problems.push(`time ${request.time}`);
      }
      if (request.date === 'auto' && request.time === null) problems.push('auto without a time');
    }
  }
  if (expect.kind === 'act') {
    const keys = typeof expect.target === 'string' ? [expect.target] : expect.target.ambiguous;
    if (keys.some((k) => !REQUEST_KEYS.includes(k))) problems.push('unknown request');
    if (typeof expect.target !== 'string' && keys.length < 2) problems.push('ambiguous of one');
    if (expect.action === 'change' && Object.keys(expect.changes ?? {}).length === 0) {
      problems.push('change without changes');
    }
  }
  if (expect.kind === 'follow_up' || row.openProposal !== undefined) {
    if (!row.openProposal || !PROPOSAL_KEYS.includes(row.openProposal)) {
      problems.push('follow-up without an open proposal');
    }
  }
  if (expect.kind === 'follow_up' && !expect.other && Object.keys(expect.changes).length === 0) {
    problems.push('no change');
  }
  if (expect.kind === 'question' && expect.topics.length === 0) problems.push('no topic');
  return problems.map((problem) => `${problem} in "${row.text.slice(0, 80)}"`);
}

describe('the fourth held-out sets themselves', () => {
  it('hold every kind at its minimum size, with the goals of the earlier sets', () => {
    expect(HELD_OUT_4_SETS.map((s) => s.kind).sort()).toEqual(Object.keys(MINIMUM_ROWS).sort());
    for (const set of HELD_OUT_4_SETS) {
      expect(set.rows.length, set.kind).toBeGreaterThanOrEqual(MINIMUM_ROWS[set.kind]!);
    }
    const goals = new Map([...UNDERSTANDING_SETS, ...HELD_OUT_3_SETS].map((s) => [s.kind, s.goal]));
    for (const set of HELD_OUT_4_SETS) expect(set.goal, set.kind).toBe(goals.get(set.kind));
  });

  it('repeat no message, neither within themselves nor from the first three sets', () => {
    expect(new Set(allRows.map(key)).size).toBe(allRows.length);
    const earlier = new Set(
      [...UNDERSTANDING_SETS, ...HELD_OUT_SETS, ...HELD_OUT_3_SETS]
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
 * Held out: written without the engine or the other sets, never tuned on. Floors at the shares measured when they were written (rounded down to 5%); the gap to each goal is issue 27's open work.
 */
expectSharesAtLeast(
  'fourth sets understanding accuracy',
  HELD_OUT_4_SETS,
  {
    actions: 0.85,
    questions: 0.8,
    restaurant: 0.8,
    multi: 0.65,
    'follow-ups': 0.85,
    af: 0.75,
    zu: 0.65,
    'out_of_scope/human': 0.8,
    'en-new': 0.85,
  },
  understand,
);
