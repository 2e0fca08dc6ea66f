// @vitest-environment node
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/app/screens';
import { screensOf } from './page-preloads';

const screensFile = fileURLToPath(new URL('../src/app/screens.ts', import.meta.url));

describe('reading the screens for the page preloads', () => {
  it("reads every screen's descriptor of app/screens.ts: its route path and its module file", () => {
    const screens = screensOf(screensFile);
    expect([...screens.keys()].sort()).toEqual(SCREENS.map(({ route }) => route).sort());
    expect(screens.get('/dashboard')).toMatch(
      /features\/dashboard\/components\/dashboard-page\.tsx$/,
    );
    expect(screens.get('/capsule/:token')).toMatch(/released-capsule-page\.tsx$/);
    for (const file of screens.values()) expect(existsSync(file), file).toBe(true);
  });

  it('stops the build when an import() is outside a descriptor or a route is no path', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'aurum-screens-'));
    const write = (source: string) => {
      const file = path.join(folder, 'screens.ts');
      writeFileSync(file, source);
      return file;
    };
    expect(() =>
      screensOf(write("export const S = { '/a': () => import('./a').then((m) => m.A) };")),
    ).toThrow(/an import\(\) outside a screen's descriptor/);
    expect(() =>
      screensOf(
        write(
          "export const S = [{ route: NO_SUCH_ROUTE, code: async () => (await import('./a')).A }];",
        ),
      ),
    ).toThrow(/NO_SUCH_ROUTE is no route path/);
    expect(() =>
      screensOf(
        write(
          "export const S = [{ route: '/a', code: () => import('./a'), prefetch: () => import('./b') }];",
        ),
      ),
    ).toThrow(/\/a imports more than its code/);
    // However the code is written, the descriptor's import() is its module.
    const typed = write(
      "const S: Screen[] = [{ route: HOME_ROUTE, code: () => import('./a').then((m) => m.A) }];",
    );
    expect(screensOf(typed)).toEqual(new Map([['/dashboard', path.join(folder, 'a.tsx')]]));
  });
});
