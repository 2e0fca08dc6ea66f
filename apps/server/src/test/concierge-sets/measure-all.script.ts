import { writeFileSync } from 'node:fs';
import { understand } from '../../modules/chat/engine/understand';
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
import { HELD_OUT_27_SETS } from './held-out-27/held-out-27-sets';
import { measure, share } from './measure-sets';
import { learnedReaders, trainReaders } from '../../modules/chat/engine/learned/learned-readers';
import { trainingRows } from '../../modules/chat/engine/learned/training-rows';

const mode = process.env.MODE ?? 'loso';
const readersFor = (held: number) =>
  mode === 'rules'
    ? null
    : mode === 'all'
      ? learnedReaders()
      : trainReaders(trainingRows().filter((r) => r.s !== held));

const groups = {
  s1: UNDERSTANDING_SETS,
  s2: HELD_OUT_SETS,
  s3: HELD_OUT_3_SETS,
  s4: HELD_OUT_4_SETS,
  s5: HELD_OUT_5_SETS,
  s6: HELD_OUT_6_SETS,
  s7: HELD_OUT_7_SETS,
  s8: HELD_OUT_8_SETS,
  s9: HELD_OUT_9_SETS,
  s10: HELD_OUT_10_SETS,
  s11: HELD_OUT_11_SETS,
  s12: HELD_OUT_12_SETS,
  s13: HELD_OUT_13_SETS,
  s14: HELD_OUT_14_SETS,
  s15: HELD_OUT_15_SETS,
  s16: HELD_OUT_16_SETS,
  s17: HELD_OUT_17_SETS,
  s18: HELD_OUT_18_SETS,
  s19: HELD_OUT_19_SETS,
  s20: HELD_OUT_20_SETS,
  s21: HELD_OUT_21_SETS,
  s22: HELD_OUT_22_SETS,
  s23: HELD_OUT_23_SETS,
  s24: HELD_OUT_24_SETS,
  s25: HELD_OUT_25_SETS,
  s26: HELD_OUT_26_SETS,
  s27: HELD_OUT_27_SETS,
};
/** ONLY=s26,s27 measures those groups alone. */
const only = process.env.ONLY?.split(',');
const kinds = [
  'actions',
  'questions',
  'restaurant',
  'multi',
  'follow-ups',
  'af',
  'zu',
  'mixed',
  'out_of_scope/human',
  'en-new',
];
const table: Record<string, Record<string, string>> = {};
let out = '';
const t0 = performance.now();
for (const [name, sets] of Object.entries(groups)) {
  if (only && !only.includes(name)) continue;
  const readers = readersFor(Number(name.slice(1)));
  for (const set of sets) {
    const t = measure(set, (text, situation) => understand(text, situation, readers));
    (table[set.kind] ??= {})[name] = (share(t) * 100).toFixed(1);
    out += `\n## ${name} ${set.kind} ${t.right}/${t.runs}\n` + t.failures.join('\n') + '\n';
  }
}
console.log(
  'kind'.padEnd(20) +
    Object.keys(groups)
      .map((g) => g.padEnd(8))
      .join(''),
);
for (const k of kinds)
  console.log(
    k.padEnd(20) +
      Object.keys(groups)
        .map((g) => (table[k]?.[g] ?? '-').padEnd(8))
        .join(''),
  );
console.log(`ms ${(performance.now() - t0).toFixed(0)}`);
writeFileSync(process.env.OUT ?? '/tmp/asst/failures.txt', out);
