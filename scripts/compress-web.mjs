#!/usr/bin/env node
// Build step of the web app (after `vite build`): writes a brotli (.br) and a gzip (.gz) copy
// beside every text file of apps/web/dist, so the server sends them without compressing on each
// request (@fastify/static `preCompressed`). Usage: node scripts/compress-web.mjs [dist folder]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Smaller files gain too little to be worth a second lookup. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(dist)) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  // A copy that is not smaller is left out; the server then sends the file itself.
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  raw += content.length;
  brotli += Math.min(br.length, content.length);
  count += 1;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`compressed ${count} files in ${dist}: ${kib(raw)} -> ${kib(brotli)} brotli`);
