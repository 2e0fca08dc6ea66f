import type { TrainingRow } from '../../modules/chat/engine/learned/training-rows';
import { UNDERSTANDING_SETS } from './all-sets';
import { HELD_OUT_SETS } from './held-out/held-out-sets';
import { HELD_OUT_3_SETS } from './held-out-3/held-out-3-sets';
import { HELD_OUT_4_SETS } from './held-out-4/held-out-4-sets';
import { HELD_OUT_5_SETS } from './held-out-5/held-out-5-sets';
import { HELD_OUT_6_SETS } from './held-out-6/held-out-6-sets';
import { HELD_OUT_7_SETS } from './held-out-7/held-out-7-sets';
import { HELD_OUT_8_SETS } from './held-out-8/held-out-8-sets';
import { HELD_OUT_9_SETS } from './held-out-9/held-out-9-sets';
import { HELD_OUT_10_SETS } from './held-out-10/held-out-10-sets';
import { HELD_OUT_11_SETS } from './held-out-11/held-out-11-sets';
import { HELD_OUT_12_SETS } from './held-out-12/held-out-12-sets';
import { HELD_OUT_13_SETS } from './held-out-13/held-out-13-sets';
import { HELD_OUT_14_SETS } from './held-out-14/held-out-14-sets';
import { HELD_OUT_15_SETS } from './held-out-15/held-out-15-sets';
import { HELD_OUT_16_SETS } from './held-out-16/held-out-16-sets';
import { HELD_OUT_17_SETS } from './held-out-17/held-out-17-sets';
import { HELD_OUT_18_SETS } from './held-out-18/held-out-18-sets';
import { HELD_OUT_19_SETS } from './held-out-19/held-out-19-sets';
import { HELD_OUT_20_SETS } from './held-out-20/held-out-20-sets';
import { HELD_OUT_21_SETS } from './held-out-21/held-out-21-sets';
import { HELD_OUT_22_SETS } from './held-out-22/held-out-22-sets';
import { HELD_OUT_23_SETS } from './held-out-23/held-out-23-sets';
import { HELD_OUT_24_SETS } from './held-out-24/held-out-24-sets';
import { HELD_OUT_25_SETS } from './held-out-25/held-out-25-sets';
import { HELD_OUT_26_SETS } from './held-out-26/held-out-26-sets';
import type { LabelledRow, LabelledSet } from './labels';

/**
 * The labelled sets the engine's learned readers train on (ADR 079), in the order written: the
 * first sets, then the second to the twenty-sixth (each after it was measured once while blind).
 * A twenty-seventh set written later to measure the engine must not be added here until it has been
 * measured once.
 */
export const TRAINING_SETS: readonly (readonly LabelledSet[])[] = [
  UNDERSTANDING_SETS,
  HELD_OUT_SETS,
  HELD_OUT_3_SETS,
  HELD_OUT_4_SETS,
  HELD_OUT_5_SETS,
  HELD_OUT_6_SETS,
  HELD_OUT_7_SETS,
  HELD_OUT_8_SETS,
  HELD_OUT_9_SETS,
  HELD_OUT_10_SETS,
  HELD_OUT_11_SETS,
  HELD_OUT_12_SETS,
  HELD_OUT_13_SETS,
  HELD_OUT_14_SETS,
  HELD_OUT_15_SETS,
  HELD_OUT_16_SETS,
  HELD_OUT_17_SETS,
  HELD_OUT_18_SETS,
  HELD_OUT_19_SETS,
  HELD_OUT_20_SETS,
  HELD_OUT_21_SETS,
  HELD_OUT_22_SETS,
  HELD_OUT_23_SETS,
  HELD_OUT_24_SETS,
  HELD_OUT_25_SETS,
  HELD_OUT_26_SETS,
];

/** What a learned reader may learn from one labelled row: its kind, action, topics, service. */
function trainingRowOf(row: LabelledRow, set: number): TrainingRow {
  const expect = row.expect;
  const training: TrainingRow = { s: set, t: row.text, k: expect.kind };
  if (row.openProposal) training.o = 1;
  if (expect.kind === 'act') training.a = expect.action;
  if (expect.kind === 'question') training.q = [...expect.topics];
  if (expect.kind === 'new' && expect.requests.length === 1) {
    const request = expect.requests[0]!;
    const types = [request.type].flat();
    if (types.length === 1) training.y = request.dining ? 'dining' : types[0]!;
  }
  return training;
}

/** Every labelled row as a training row, tagged with its set (1 to 26). */
export const trainingRowsFromSets = (): TrainingRow[] =>
  TRAINING_SETS.flatMap((sets, index) =>
    sets.flatMap((set) => set.rows.map((row) => trainingRowOf(row, index + 1))),
  );
