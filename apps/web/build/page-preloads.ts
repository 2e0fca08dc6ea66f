import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin, type Rollup } from 'vite';
// Relative imports: the build's config loader bundles these, not the workspace package.
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../../../packages/shared/src/page-preloads';
import * as routes from '../../../packages/shared/src/routes';

/** Where the build leaves, beside the preloads, each screen's module file by route path. */
export const SCREEN_MODULES_FILE = '.vite/screen-modules.json';

interface Node {
  type: string;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A descriptor's route: a route constant of @aurum/shared/routes or a literal path. */
function routeOf(screen: Node, file: string): string | undefined {
  const property = (screen.properties as Node[]).find(
    (p) => p.type === 'Property' && isNode(p.key) && p.key.name === 'route',
  );
  const value = property?.value;
  if (!isNode(value)) return undefined;
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  const route =
    value.type === 'Identifier'
      ? (routes as Record<string, unknown>)[String(value.name)]
      : undefined;
  if (typeof route !== 'string') throw new Error(`${file}: ${String(value.name)} is no route path`);
  return route;
}

/**
 * The screens of `src/app/screens.ts` (ADR 044), as route path -> screen module file, read from
 * the module's syntax tree: each `import()` there sits in a descriptor with its `route`. An
 * `import()` outside a descriptor, or a route that is no path, stops the build (a screen missing
 * here would only lose its preload and its budget line, silently).
 */
export function screensOf(screensFile: string): Map<string, string> {
  const screens = new Map<string, string>();
  const visit = (node: Node, screen: Node | undefined) => {
    if (node.type === 'ObjectExpression' && routeOf(node, screensFile) !== undefined) screen = node;
    if (node.type === 'ImportExpression') {
      const source = isNode(node.source) ? node.source.value : undefined;
      const route = screen && routeOf(screen, screensFile);
      if (typeof source !== 'string' || !route)
        throw new Error(`screens.ts: an import() outside a screen's descriptor`);
      if (screens.has(route)) throw new Error(`screens.ts: ${route} imports more than its code`);
      screens.set(route, path.resolve(path.dirname(screensFile), `${source}.tsx`));
    }
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value])
        if (isNode(child)) visit(child, screen);
  };
  visit(parseAst(readFileSync(screensFile, 'utf8'), { lang: 'ts' }) as unknown as Node, undefined);
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
  let root = '';
  return {
    name: 'aurum:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
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
      const screenModules = screensOf(options.screensFile);
      for (const [route, moduleFile] of screenModules) {
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
      // For the bundle budget (scripts/check-bundle-budget.mjs): each screen's module, as the
      // manifest names it (relative to the web app's root).
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_MODULES_FILE,
        source: `${JSON.stringify(
          Object.fromEntries(
            [...screenModules].map(([route, file]) => [route, path.relative(root, file)]),
          ),
          null,
          2,
        )}\n`,
      });
    },
  };
}
