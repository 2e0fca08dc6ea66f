import { understand } from '../../modules/chat/engine/understand';
import { trainReaders } from '../../modules/chat/engine/learned/learned-readers';
import { trainingRows } from '../../modules/chat/engine/learned/training-rows';
import { TRAINING_SETS } from './training-rows';
import { situationFor } from './all-sets';
import { judgeUnderstanding } from './judge';
import { CLOCKS } from './measure-sets';

const now = CLOCKS['a Wednesday morning'];
const tally: Record<string, [number, number]> = {};
TRAINING_SETS.forEach((sets, i) => {
  const readers = trainReaders(trainingRows().filter((r) => r.s !== i + 1));
  for (const set of sets)
    for (const row of set.rows) {
      const situation = situationFor(row, now);
      const ruled = understand(row.text, situation, null);
      const mixed = understand(row.text, situation, readers);
      const a = judgeUnderstanding(row, ruled, situation).length === 0;
      const b = judgeUnderstanding(row, mixed, situation).length === 0;
      if (a === b) continue;
      const key = `${ruled.kind}->${mixed.kind}`;
      (tally[key] ??= [0, 0])[b ? 0 : 1]++;
      console.log(
        `${b ? 'HELP' : 'HARM'} s${i + 1} ${set.kind} ${key} (label ${row.expect.kind}) ${row.text.slice(0, 100)}`,
      );
    }
});
console.log(tally);
