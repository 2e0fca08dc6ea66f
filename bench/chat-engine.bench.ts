/**
 * The assistant's reply time: POST /api/chat/messages answered by Aurum's own concierge engine
 * (rate limit, screening, member context, intent, places, dates, providers, two stored messages)
 * over a few thousand member messages, against a bare route (GET /api/health) in the same run,
 * the engine's reading alone, and `understand(text, situation)` over every message of the held-out
 * understanding sets (test/concierge-sets: actions, follow-ups, several requests, Afrikaans,
 * isiZulu...) with the member's requests and open proposal in the situation (goal: p95 < 50 ms). Run: `npm run bench:chat -w @aurum/bench` (BENCH_MESSAGES to
 * scale; BENCH_DATABASE_URL is not used: PGlite in memory, as `npm start` runs).
 */
import { performance } from 'node:perf_hooks';
import { bearer, confirmedMember } from '@aurum/server/src/test/auth-fixtures';
import { LABELLED_MESSAGES } from '@aurum/server/src/test/concierge-messages';
import { situationFor, UNDERSTANDING_SETS } from '@aurum/server/src/test/concierge-sets/all-sets';
import { seedProviders } from '@aurum/server/src/test/request-fixtures';
import { createTestApp } from '@aurum/server/src/test/test-app';
import { conciergeReply } from '@aurum/server/src/modules/chat/engine/concierge-reply';
import { EMPTY_CONTEXT } from '@aurum/server/src/modules/chat/engine/member-context';
import { readRequest } from '@aurum/server/src/modules/chat/engine/read-request';
import { understand } from '@aurum/server/src/modules/chat/engine/understand';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);

const t = await createTestApp('pglite', {
  env: { CHAT_RATE_LIMIT_MESSAGES: String(MESSAGES * 2) },
});
await seedProviders(t);
const { session } = await confirmedMember(t, 'Bench Member');
const headers = bearer(session);
// Every message differs (the same text three times a minute would be flagged as flooding).
const texts = Array.from(
  { length: MESSAGES },
  (_, i) => `${LABELLED_MESSAGES[i % LABELLED_MESSAGES.length]!.text} (ref ${i})`,
);

// The held-out sets' messages, each with its situation (built once: the engine's time alone).
const benchNow = new Date();
const understandings = UNDERSTANDING_SETS.flatMap((set) => set.rows).map((row) => ({
  text: row.text,
  situation: situationFor(row, benchNow),
}));

const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
};

async function measure(label: string, run: (i: number) => Promise<unknown> | unknown) {
  for (let i = 0; i < 20; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return { label, ...percentiles(times) };
}

const results = [
  await measure('GET /api/health (bare route, baseline)', () =>
    t.app.inject({ method: 'GET', url: '/api/health' }),
  ),
  await measure('engine reading + reply (in process, no database)', (i) =>
    conciergeReply(readRequest(texts[i]!, new Date()), [], EMPTY_CONTEXT),
  ),
  await measure('engine understand(text, situation), held-out sets (goal p95 < 50 ms)', (i) => {
    const { text, situation } = understandings[i % understandings.length]!;
    return understand(text, situation);
  }),
  await measure('POST /api/chat/messages (engine reply, stored)', async (i) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers,
      payload: { message: texts[i] },
    });
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  }),
];
const base = results[0]!;
console.log(`${MESSAGES} messages each; PGlite in memory`);
console.table(
  results.map((r) => ({
    measure: r.label,
    'p50 ms': Number(r.p50.toFixed(2)),
    'p95 ms': Number(r.p95.toFixed(2)),
    'max ms': Number(r.max.toFixed(2)),
    'p95 / baseline': Number((r.p95 / base.p95).toFixed(1)),
  })),
);
await t.close();
