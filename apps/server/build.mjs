#!/usr/bin/env node
// The production build of the server (ADR 074): one ES module bundle of src/main.ts with the
// workspace's TypeScript (packages/shared) compiled in and every npm package left to node_modules.
// It sits two folders below apps/server, as the sources do, so the paths the code finds from its
// own address (../../drizzle, ../../../web/dist) are the same built or not.
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_BUILD = path.join(here, 'dist/server/main.js');

/** npm packages stay imports; the workspace's own TypeScript is compiled into the bundle. */
const dependenciesOutside = {
  name: 'dependencies-outside',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@aurum/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Files the code reads from its own address with `new URL('./file', import.meta.url)`: in the
 * bundle that address is main.js's folder, so each is copied beside it.
 */
const FILES_READ_BESIDE_THE_CODE = ['src/modules/chat/engine/learned/training-rows.json'];

export async function buildServer() {
  rmSync(path.dirname(SERVER_BUILD), { recursive: true, force: true });
  const started = performance.now();
  await build({
    entryPoints: [path.join(here, 'src/main.ts')],
    outfile: SERVER_BUILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    legalComments: 'none',
    plugins: [dependenciesOutside],
    logLevel: 'warning',
  });
  for (const file of FILES_READ_BESIDE_THE_CODE) {
    copyFileSync(path.join(here, file), path.join(path.dirname(SERVER_BUILD), path.basename(file)));
  }
  return Math.round(performance.now() - started);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`Built the server: ${path.relative(process.cwd(), SERVER_BUILD)} (${ms} ms)`);
}
