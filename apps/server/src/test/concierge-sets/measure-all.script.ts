import { writeFileSync } from 'node:fs';
import { understand } from '../../modules/chat/engine/understand';
import { LABELLED_SETS } from './labelled-sets';
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

const groups = Object.fromEntries(LABELLED_SETS.map((sets, index) => [`s${index + 1}`, sets]));
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
