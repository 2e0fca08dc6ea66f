import { it } from 'vitest';
import { situationFor, UNDERSTANDING_SETS } from '../../../test/concierge-sets/all-sets';
import { judgeUnderstanding } from '../../../test/concierge-sets/judge';
import { understand } from './understand';

const KIND = process.env.KIND ?? '';
const CLOCK = new Date(process.env.CLOCK ?? '2026-01-14T08:00:00Z');
it('debug', () => {
  const out: string[] = [];
  for (const set of UNDERSTANDING_SETS.filter((s) => !KIND || s.kind === KIND)) {
    for (const row of set.rows) {
      const situation = situationFor(row, CLOCK);
      const u = understand(row.text, situation);
      const wrong = judgeUnderstanding(row, u, situation);
      if (wrong.length)
        out.push(
          `[${set.kind}] ${row.text}\n    WRONG: ${wrong.join('; ')}\n    GOT: ${JSON.stringify(u, (k, v) => (k === 'analysis' || k === 'place' || k === 'text' || k === 'note' ? undefined : v)).slice(0, 300)}`,
        );
    }
  }
  console.log(out.join('\n'));
});
