import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
// Relative imports: the build's config loader bundles these, not the workspace package.
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../../../packages/shared/src/page-preloads';
import * as routes from '../../../packages/shared/src/routes';

const SCREEN_ENTRY = /(\[(\w+)\]|'([^']+)'):\s*async\s*\(\)\s*=>\s*\(await import\('([^']+)'\)\)/g;

/**
 * The screens of `src/app/screens.ts`, as route path -> screen module file. Its keys are route
 * constants of @aurum/shared/routes or literal paths; every `import()` there must be read, or the
 * build stops (a screen missing here would only lose its preload, silently).
 */
export function screensOf(screensFile: string): Map<string, string> {
  const source = readFileSync(screensFile, 'utf8');
  const screens = new Map<string, string>();
  for (const [, , constant, literal, file] of source.matchAll(SCREEN_ENTRY)) {
    const route = constant ? (routes as Record<string, unknown>)[constant] : literal;
    if (typeof route !== 'string') throw new Error(`screens.ts: ${constant} is no route path`);
    screens.set(route, path.resolve(path.dirname(screensFile), `${file}.tsx`));
  }
  const imports = source.match(/import\(/g)?.length ?? 0;
  if (screens.size !== imports)
    throw new Error(`screens.ts: read ${screens.size} screens of ${imports} imports`);
  return screens;
}

/** The chunk's file and every file it imports statically, in load order. */
function closure(
  bundle: Rollup.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/**
 * Writes the page preloads table (@aurum/shared/page-preloads, ADR 027) into `.vite/`, which the
 * server reads and never serves: for every page, the files of its first load that index.html does
 * not name, which the server lists as `<link rel="modulepreload">` in the page it sends.
 */
export function pagePreloads(options: { screensFile: string; appFile: string }): Plugin {
  return {
    name: 'aurum:page-preloads',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      const chunkOf = (moduleFile: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId === moduleFile);
        if (!chunk) throw new Error(`page preloads: no chunk for ${moduleFile}`);
        return chunk.fileName;
      };
      // index.html names the entry with its imports and the react chunk (preloadReact) itself.
      const named = new Set<string>();
      for (const chunk of chunks)
        if (chunk.isEntry || chunk.name === 'react') closure(bundle, chunk.fileName, named);
      const url = (fileName: string) => `/${fileName}`;
      const app = [...closure(bundle, chunkOf(options.appFile))].filter((f) => !named.has(f));
      const screens: Record<string, string[]> = {};
      for (const [route, moduleFile] of screensOf(options.screensFile)) {
        screens[route] = [...closure(bundle, chunkOf(moduleFile))]
          .filter((f) => !named.has(f) && !app.includes(f))
          .map(url);
      }
      const table: PagePreloads = { app: app.map(url), screens };
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
