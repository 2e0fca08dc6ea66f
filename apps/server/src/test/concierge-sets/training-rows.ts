import type { TrainingRow } from '../../modules/chat/engine/learned/training-rows';
import type { LabelledRow, LabelledSet } from './labels';
import { setsBefore } from './labelled-sets';

/**
 * The labelled sets the engine's learned readers train on (ADR 079), in the order written: the
 * first sets, then the second to the twenty-seventh (each after it was measured once while blind).
 * The twenty-eighth set, written later to measure the engine, joins them (`setsBefore(29)`) only
 * once it has been measured once, blind, and tuned on.
 */
export const TRAINING_SETS: readonly (readonly LabelledSet[])[] = setsBefore(28);

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

/** Every labelled row as a training row, tagged with its set (1 to 27). */
export const trainingRowsFromSets = (): TrainingRow[] =>
  TRAINING_SETS.flatMap((sets, index) =>
    sets.flatMap((set) => set.rows.map((row) => trainingRowOf(row, index + 1))),
  );
