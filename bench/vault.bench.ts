/**
 * The vault's costs as a member meets them (ADR 020): unlocking at 600,000 PBKDF2 iterations,
 * and encrypting (1 MiB AES-GCM chunks, the browser's own code on Node's WebCrypto) plus
 * uploading a 10 MB and a 50 MB file to the real server over HTTP. Baselines in the same run:
 * PBKDF2 at 100,000 iterations, and the same bytes PUT to a bare Fastify route that drains them.
 * Run: `npm run bench:vault -w @aurum/bench` (BENCH_RUNS to repeat; PGlite in memory).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { bearer, confirmedMember } from '@aurum/server/src/test/auth-fixtures';
import { createTestApp } from '@aurum/server/src/test/test-app';
import { encryptFile } from '../apps/web/src/features/vault/crypto/file-cipher';
import { encryptField } from '../apps/web/src/features/vault/crypto/item-cipher';
import {
  createVault,
  keyProof,
  unlockVault,
} from '../apps/web/src/features/vault/crypto/vault-keys';
import { listen } from './listen';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MB = 1024 * 1024;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function measure(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

// The bare route: reads the body and answers 204, nothing else.
const bare = Fastify();
bare.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null));
bare.put('/drain', async (request, reply) => {
  for await (const chunk of request.raw) void chunk;
  return reply.code(204).send();
});
const bareUrl = await listen(bare);

const t = await createTestApp('pglite', { env: { BODY_LIMIT_BYTES: String(60 * MB) } });
const url = await listen(t.app);
const { session } = await confirmedMember(t, 'Bench Member');
const auth = bearer(session);

const password = 'baobab-summit-2026';
const { record, vaultKey } = await createVault(password);
const setUp = await fetch(`${url}/api/vault/keys`, {
  method: 'PUT',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ ...record, keyProof: await keyProof(vaultKey) }),
});
if (setUp.status !== 201) throw new Error(`vault set-up: ${setUp.status}`);

const put = async (target: string, body: Blob) => {
  const res = await fetch(target, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/octet-stream' },
    body,
  });
  if (res.status !== 204) throw new Error(`${target}: ${res.status} ${await res.text()}`);
};

async function addDocument(file: Blob) {
  const id = randomUUID();
  const res = await fetch(`${url}/api/vault/items`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      itemType: 'document',
      category: 'passport',
      accessLevel: 1,
      title: await encryptField(vaultKey, id, 'title', 'Passport scan'),
      description: null,
      content: null,
      tags: null,
      fileName: await encryptField(vaultKey, id, 'fileName', 'passport.pdf'),
      file: { size: file.size, extension: '.pdf' },
    }),
  });
  if (res.status !== 201) throw new Error(`item: ${res.status} ${await res.text()}`);
  return id;
}

const rows: Record<string, string | number>[] = [];
// The client refuses fewer than 600k iterations, so the baseline derives with WebCrypto directly.
const weak = await measure(async () => {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const salt = crypto.getRandomValues(new Uint8Array(16));
  await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 100_000 },
    material,
    256,
  );
});
const unlock = await measure(() => unlockVault(password, record));
rows.push(
  { measure: 'unlock, PBKDF2 100k (baseline)', 'median ms': Math.round(weak), ratio: 1 },
  {
    measure: 'unlock, PBKDF2 600k (Aurum)',
    'median ms': Math.round(unlock),
    ratio: Number((unlock / weak).toFixed(2)),
  },
);

for (const size of [10 * MB, 50 * MB]) {
  const file = new Blob([randomBytes(size)]);
  const label = `${size / MB} MB`;
  const bareTime = await measure(() => put(`${bareUrl}/drain`, file));
  let heapGrowth = 0;
  const encrypt = await measure(async () => {
    const before = process.memoryUsage();
    const id = randomUUID();
    await new Response(encryptFile(vaultKey, id, file)).blob();
    const after = process.memoryUsage();
    heapGrowth = Math.max(heapGrowth, after.heapUsed - before.heapUsed);
  });
  const whole = await measure(async () => {
    const id = await addDocument(file);
    const sealed = await new Response(encryptFile(vaultKey, id, file)).blob();
    await put(`${url}/api/vault/items/${id}/file`, sealed);
  });
  rows.push(
    {
      measure: `${label}: PUT to a bare route (baseline)`,
      'median ms': Math.round(bareTime),
      ratio: 1,
    },
    {
      measure: `${label}: encrypt in 1 MiB chunks`,
      'median ms': Math.round(encrypt),
      ratio: Number((encrypt / bareTime).toFixed(2)),
      'JS heap growth MB': Number((heapGrowth / MB).toFixed(1)),
    },
    {
      measure: `${label}: item + encrypt + upload to Aurum`,
      'median ms': Math.round(whole),
      ratio: Number((whole / bareTime).toFixed(2)),
      'MB/s': Number((size / MB / (whole / 1000)).toFixed(1)),
    },
  );
}

console.log(
  `median of ${RUNS} runs each; Node ${process.version}; PGlite in memory, files on disk`,
);
console.table(rows);
await t.close();
await bare.close();
