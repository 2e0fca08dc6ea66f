import { beforeAll, describe, expect, it } from 'vitest';
import { findPlace } from '@aurum/shared/places/gazetteer';
import type { Situation, Understanding } from '../../modules/chat/engine/understanding';
import { situationFor } from './all-sets';
import { judgeUnderstanding } from './judge';
import type { Expected, LabelledRow, LabelledSet } from './labels';
import { resolveDate } from './relative-date';

/**
 * The runner both understanding harnesses share (understanding-accuracy.test.ts over the first
 * sets, understanding-held-out.test.ts over held-out/): every row read at the three clocks of
 * read-request.test.ts, judged by judge.ts, and the per-kind table the harnesses print.
 */
export const CLOCKS = {
  'a Wednesday morning': new Date('2026-01-14T08:00:00Z'),
  'a Sunday night': new Date('2026-03-29T20:30:00Z'),
  'the last evening of a month': new Date('2026-04-30T21:30:00Z'),
};

/** How one set fared: runs are rows times clocks; failures say what was wrong, per run. */
export interface Tally {
  set: LabelledSet;
  runs: number;
  right: number;
  failures: string[];
}

/** The engine's reading of one message in one situation (`understand`, passed in by the test). */
export type Reader = (text: string, situation: Situation) => Understanding;

/** Reads every row of `set` at every clock and counts the rows judged right. */
export function measure(set: LabelledSet, read: Reader): Tally {
  const tally: Tally = { set, runs: 0, right: 0, failures: [] };
  for (const [clock, now] of Object.entries(CLOCKS)) {
    for (const row of set.rows) {
      const situation = situationFor(row, now);
      let wrong: string[];
      try {
        wrong = judgeUnderstanding(row, read(row.text, situation), situation);
      } catch (error) {
        wrong = [`threw ${(error as Error).message}`];
      }
      tally.runs++;
      if (wrong.length === 0) tally.right++;
      else tally.failures.push(`  [${clock}] ${row.text.slice(0, 120)}\n      ${wrong.join('; ')}`);
    }
  }
  return tally;
}

/** The share of runs judged right. */
export const share = (tally: Tally) => tally.right / tally.runs;

/** The per-kind table, then the first `shown` failures of each kind (none when `shown` is 0). */
export function report(tallies: Tally[], shown = 10): string {
  const pad = (text: string | number, width: number) => String(text).padEnd(width);
  const lines = [
    `${pad('kind', 20)}${pad('messages', 10)}${pad('runs', 7)}${pad('right', 7)}${pad('share', 8)}goal`,
    ...tallies.map(
      (t) =>
        `${pad(t.set.kind, 20)}${pad(t.set.rows.length, 10)}${pad(t.runs, 7)}${pad(t.right, 7)}` +
        `${pad(`${(share(t) * 100).toFixed(1)}%`, 8)}${t.set.goal * 100}%`,
    ),
  ];
  for (const t of tallies) {
    if (t.failures.length === 0 || shown === 0) continue;
    lines.push(`\n${t.set.kind}: ${t.failures.length} wrong, the first ${shown}:`);
    lines.push(...t.failures.slice(0, shown));
  }
  return lines.join('\n');
}

/** The places a label names ("Place|Area"), to check against the gazetteer. */
function labelledPlaces(expected: Expected): (string | null)[] {
  if (expected.kind === 'new') return expected.requests.flatMap((r) => [r.place].flat());
  if ((expected.kind === 'act' || expected.kind === 'follow_up') && expected.changes?.place) {
    return [expected.changes.place];
  }
  return [];
}

/**
 * What is wrong with the labels themselves: a place the gazetteer does not know in that area, or
 * a date outside the notation. Empty when every label is well formed.
 */
export function labelProblems(rows: readonly LabelledRow[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    for (const place of labelledPlaces(row.expect)) {
      if (place === null) continue;
      const [name, area] = place.split('|');
      const found = findPlace(name!)?.area;
      if (found !== area) problems.push(`${place} (gazetteer: ${found}) in "${row.text}"`);
    }
    const dates =
      row.expect.kind === 'new'
        ? row.expect.requests.map((r) => [r.date, r.time] as const)
        : row.expect.kind === 'act' || row.expect.kind === 'follow_up'
          ? [[row.expect.changes?.date ?? null, row.expect.changes?.time ?? null] as const]
          : [];
    for (const [date, time] of dates) {
      try {
        resolveDate(date, time, new Date());
      } catch (error) {
        problems.push(`${(error as Error).message} in "${row.text}"`);
      }
    }
  }
  return problems;
}

/**
 * One harness's measured run: every set read at every clock, the table printed, and one test per
 * set that its share reaches its goal, or, where a kind has not reached it yet, the floor it was
 * measured at (rounded down to 5%): any regression fails, the gap to the goal stays visible.
 */
export function expectSharesAtLeast(
  title: string,
  sets: readonly LabelledSet[],
  floors: Readonly<Record<string, number>>,
  read: Reader,
  shown = Number(process.env.HELD_OUT_SHOW_FAILURES ?? 0),
) {
  describe(title, () => {
    let tallies: Tally[] = [];
    beforeAll(() => {
      tallies = sets.map((set) => measure(set, read));
      console.info(`${title} at ${Object.keys(CLOCKS).length} clocks\n${report(tallies, shown)}`);
    });
    for (const set of sets) {
      const floor = Math.min(set.goal, floors[set.kind] ?? set.goal);
      it(`understands ${set.kind} at least ${Math.round(floor * 100)}% right (goal ${set.goal * 100}%)`, () => {
        const tally = tallies.find((t) => t.set === set)!;
        expect(share(tally)).toBeGreaterThanOrEqual(floor);
      });
    }
  });
}
