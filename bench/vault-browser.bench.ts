/**
 * The vault in headless Chromium, as a member's browser runs it (ADR 020): unlock at 600,000
 * PBKDF2 iterations, and a 10 MB and a 50 MB file encrypted in 1 MiB chunks and uploaded to the
 * real server, with the page's peak JS heap sampled over CDP. The browser code itself (bundled
 * from apps/web/src/features/vault/crypto) runs in the page. Baselines in the same run: PBKDF2
 * at 100,000 iterations and the plain file PUT to a bare Fastify route.
 * Run: `npm run bench:vault-browser -w @aurum/bench` (system Chromium; CHROMIUM_PATH to override).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession } from '@playwright/test';
import { build } from 'esbuild';
import Fastify from 'fastify';
import { bearer, confirmedMember } from '@aurum/server/src/test/auth-fixtures';
import { createTestApp } from '@aurum/server/src/test/test-app';
// @ts-expect-error plain ESM helper shared with npm scripts
import { findChromium } from '../scripts/ensure-browser.mjs';
import { listen } from './listen';

const here = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;

/** The vault's browser crypto as one script for the page (window.VaultCrypto). */
async function cryptoBundle() {
  const crypto = path.join(here, '../apps/web/src/features/vault/crypto');
  const out = await build({
    stdin: {
      contents: `export * from './vault-keys'; export * from './file-cipher'; export * from './item-cipher';`,
      resolveDir: crypto,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'VaultCrypto',
    write: false,
    target: 'es2022',
  });
  return out.outputFiles[0]!.text;
}

// The bare route reads the body and answers 204 (CORS open: the page lives on Aurum's origin).
const bare = Fastify();
bare.addHook('onRequest', async (_request, reply) => {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-allow-methods', 'PUT');
  reply.header('access-control-allow-headers', 'content-type');
});
bare.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
bare.options('/drain', async (_request, reply) => reply.code(204).send());
bare.put('/drain', async (request, reply) => {
  for await (const chunk of request.raw) void chunk;
  return reply.code(204).send();
});
const bareUrl = await listen(bare);

const t = await createTestApp('pglite');
const url = await listen(t.app);
const { session } = await confirmedMember(t, 'Bench Member');
const authorization = bearer(session).authorization;

const browser = await chromium.launch({
  executablePath: (findChromium() as string | null) ?? undefined,
  // The page is served by route interception, which Chromium's local network access checks
  // treat as public; the baseline route is on loopback like Aurum.
  args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
});
const page = await browser.newPage();
// tsx names functions with an `__name` helper that page.evaluate would carry into the page.
await page.addInitScript('window.__name = (fn) => fn;');
await page.route(`${url}/bench`, (route) =>
  route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
);
await page.goto(`${url}/bench`);
await page.addScriptTag({ content: await cryptoBundle() });
const cdp: CDPSession = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');

/** Runs `work` while sampling the page's JS heap every 50 ms; the peak above the start, in MB. */
async function withPeakHeap<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  const heap = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  };
  await cdp.send('HeapProfiler.collectGarbage');
  const start = await heap();
  let peak = start;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await heap());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return { result: await work(), peakMb: (peak - start) / MB };
  } finally {
    running = false;
    await sampler;
  }
}

type Timings = { weak: number; unlock: number };
const unlockTimes = await page.evaluate(async (): Promise<Timings> => {
  const V = (
    window as unknown as {
      VaultCrypto: typeof import('../apps/web/src/features/vault/crypto/vault-keys');
    }
  ).VaultCrypto;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const password = 'baobab-summit-2026';
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const weak: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const salt = crypto.getRandomValues(new Uint8Array(16));
    await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 100_000 },
      material,
      256,
    );
    weak.push(performance.now() - start);
  }
  const { record } = await V.createVault(password);
  const unlock: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await V.unlockVault(password, record);
    unlock.push(performance.now() - start);
  }
  return { weak: median(weak), unlock: median(unlock) };
});

// The member's vault: set up in the page, its key kept there for the uploads.
await page.evaluate(async (authorization) => {
  const V = (
    window as unknown as {
      VaultCrypto: typeof import('../apps/web/src/features/vault/crypto/vault-keys');
    }
  ).VaultCrypto;
  const { record, vaultKey } = await V.createVault('baobab-summit-2026');
  const res = await fetch('/api/vault/keys', {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ ...record, keyProof: await V.keyProof(vaultKey) }),
  });
  if (res.status !== 201) throw new Error(`vault set-up: ${res.status}`);
  (window as unknown as { vaultKey: CryptoKey }).vaultKey = vaultKey;
}, authorization);

const rows: Record<string, string | number>[] = [
  {
    measure: 'unlock, PBKDF2 100k (baseline)',
    ms: Math.round(unlockTimes.weak),
    ratio: 1,
  },
  {
    measure: 'unlock, PBKDF2 600k (Aurum)',
    ms: Math.round(unlockTimes.unlock),
    ratio: Number((unlockTimes.unlock / unlockTimes.weak).toFixed(2)),
  },
];

for (const size of [10 * MB, 50 * MB]) {
  const label = `${size / MB} MB`;
  // A random file made in the page, as the member's file input would hand it over.
  await page.evaluate((size) => {
    const parts: Uint8Array<ArrayBuffer>[] = [];
    for (let at = 0; at < size; at += 65_536) {
      parts.push(crypto.getRandomValues(new Uint8Array(Math.min(65_536, size - at))));
    }
    (window as unknown as { file: Blob }).file = new Blob(parts, { type: 'application/pdf' });
  }, size);
  const baseline = await page.evaluate(async (bareUrl) => {
    const file = (window as unknown as { file: Blob }).file;
    const start = performance.now();
    const res = await fetch(`${bareUrl}/drain`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
    if (res.status !== 204) throw new Error(`drain: ${res.status}`);
    return performance.now() - start;
  }, bareUrl);
  const { result: whole, peakMb } = await withPeakHeap(() =>
    page.evaluate(
      async ({ authorization, id }) => {
        const w = window as unknown as {
          file: Blob;
          vaultKey: CryptoKey;
          VaultCrypto: typeof import('../apps/web/src/features/vault/crypto/file-cipher') &
            typeof import('../apps/web/src/features/vault/crypto/item-cipher');
        };
        const V = w.VaultCrypto;
        const start = performance.now();
        const created = await fetch('/api/vault/items', {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            id,
            itemType: 'document',
            category: 'passport',
            accessLevel: 1,
            title: await V.encryptField(w.vaultKey, id, 'title', 'Passport scan'),
            description: null,
            content: null,
            tags: null,
            fileName: await V.encryptField(w.vaultKey, id, 'fileName', 'passport.pdf'),
            file: { size: w.file.size, extension: '.pdf' },
          }),
        });
        if (created.status !== 201) throw new Error(`item: ${created.status}`);
        const encryptStart = performance.now();
        const sealed = await new Response(V.encryptFile(w.vaultKey, id, w.file)).blob();
        const encrypted = performance.now() - encryptStart;
        const res = await fetch(`/api/vault/items/${id}/file`, {
          method: 'PUT',
          headers: { authorization, 'content-type': 'application/octet-stream' },
          body: sealed,
        });
        if (res.status !== 204) throw new Error(`upload: ${res.status} ${await res.text()}`);
        return { total: performance.now() - start, encrypted };
      },
      { authorization, id: randomUUID() },
    ),
  );
  rows.push(
    {
      measure: `${label}: PUT to a bare route (baseline)`,
      ms: Math.round(baseline),
      ratio: 1,
    },
    {
      measure: `${label}: encrypt in 1 MiB chunks (in the page)`,
      ms: Math.round(whole.encrypted),
      ratio: Number((whole.encrypted / baseline).toFixed(2)),
    },
    {
      measure: `${label}: item + encrypt + upload to Aurum`,
      ms: Math.round(whole.total),
      ratio: Number((whole.total / baseline).toFixed(2)),
      'MB/s': Number((size / MB / (whole.total / 1000)).toFixed(1)),
      'peak JS heap MB': Number(peakMb.toFixed(1)),
    },
  );
}

console.log(`headless Chromium ${browser.version()}; one run per file size; PGlite in memory`);
console.table(rows);
await browser.close();
await t.close();
await bare.close();
