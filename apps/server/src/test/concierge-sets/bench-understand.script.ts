import { performance } from 'node:perf_hooks';
import { understand } from '../../modules/chat/engine/understand';
import { learnedReaders } from '../../modules/chat/engine/learned/learned-readers';
import { situationFor } from './all-sets';
import { TRAINING_SETS } from './training-rows';

/** understand's time per message over every labelled row, with and without the learned readers. */
const rows = TRAINING_SETS.flat().flatMap((set) => set.rows);
const now = new Date();
const situations = rows.map((row) => situationFor(row, now));
const t0 = performance.now();
const readers = learnedReaders();
console.info(`learned readers trained in ${(performance.now() - t0).toFixed(0)} ms`);
for (const [label, using] of [
  ['rules only', null],
  ['rules + learned readers', readers],
] as const) {
  for (let i = 0; i < 200; i++) understand(rows[i]!.text, situations[i]!, using);
  const times = rows.map((row, i) => {
    const start = performance.now();
    understand(row.text, situations[i]!, using);
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
  console.info(
    `${label}: ${rows.length} messages, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );
}
