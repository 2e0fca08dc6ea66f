import { CHAT_LANGUAGES } from '@aurum/shared/chat/chat-contract';
import { CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';
import { SERVICE_TYPE_VALUES } from '@aurum/shared/requests/service-types';
import { describe, expect, it } from 'vitest';
import { understand } from '../../../modules/chat/engine/understand';
import { UNDERSTANDING_SETS } from '../all-sets';
import { HELD_OUT_SETS } from '../held-out/held-out-sets';
import type { LabelledRow } from '../labels';
import { labelProblems, expectSharesAtLeast } from '../measure-sets';
import { REQUEST_KEYS } from '../member-requests';
import { PROPOSAL_KEYS } from '../open-proposals';
import { HELD_OUT_3_SETS, MINIMUM_ROWS } from './held-out-3-sets';

const allRows = HELD_OUT_3_SETS.flatMap((set) => set.rows);
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
  if (expect.kind === 'follow_up') {
    if (!row.openProposal || !PROPOSAL_KEYS.includes(row.openProposal)) {
      problems.push('follow-up without an open proposal');
    }
    if (!expect.other && Object.keys(expect.changes).length === 0) problems.push('no change');
  }
  if (expect.kind === 'question' && expect.topics.length === 0) problems.push('no topic');
  return problems.map((problem) => `${problem} in "${row.text.slice(0, 80)}"`);
}

describe('the third held-out sets themselves', () => {
  it('hold every kind at its minimum size', () => {
    expect(HELD_OUT_3_SETS.map((s) => s.kind).sort()).toEqual(Object.keys(MINIMUM_ROWS).sort());
    for (const set of HELD_OUT_3_SETS) {
      expect(set.rows.length, set.kind).toBeGreaterThanOrEqual(MINIMUM_ROWS[set.kind]!);
    }
    const kinds = new Map(UNDERSTANDING_SETS.map((s) => [s.kind, s.goal]));
    for (const set of HELD_OUT_3_SETS.filter((s) => kinds.has(s.kind))) {
      expect(set.goal, set.kind).toBe(kinds.get(set.kind));
    }
  });

  it('repeat no message, neither within themselves nor from the first two sets', () => {
    expect(new Set(allRows.map(key)).size).toBe(allRows.length);
    const earlier = new Set(
      [...UNDERSTANDING_SETS, ...HELD_OUT_SETS].flatMap((set) => set.rows).map(key),
    );
    expect(allRows.filter((row) => earlier.has(key(row))).map((row) => row.text)).toEqual([]);
  });

  it('label only places the gazetteer knows, in their area, and dates in the notation', () => {
    expect(labelProblems(allRows)).toEqual([]);
  });

  it('label known types, request keys, proposals, topics and 24-hour times', () => {
    expect(allRows.flatMap(shapeProblems)).toEqual([]);
  });

  it('ask for two to five services in each multi message, none over the message limit', () => {
    const multi = HELD_OUT_3_SETS.find((s) => s.kind === 'multi')!;
    for (const row of multi.rows) {
      const count = row.expect.kind === 'new' ? row.expect.requests.length : 0;
      expect(count, row.text).toBeGreaterThanOrEqual(2);
      expect(count, row.text).toBeLessThanOrEqual(5);
      expect(row.text.length, row.text.slice(0, 60)).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
    }
    expect(multi.rows.filter((r) => r.text.length > 900).length).toBeGreaterThanOrEqual(3);
  });
});

/**
 * Written without the engine in session 10 and measured once (ADR 058: actions 77.9%, questions 64.1%, restaurant 76.9%, multi 56.8%, follow-ups 79.1%, af 74.4%, zu 70.5%, mixed 82.9%, out of scope 87.5%, English new 85.7%); then tuned on, so a third tuning set. The fourth sets are the held-out measure.
 */
expectSharesAtLeast(
  'third sets understanding accuracy',
  HELD_OUT_3_SETS,
  { multi: 0.6, zu: 0.85, mixed: 0.85, 'en-new': 0.9 },
  understand,
);
