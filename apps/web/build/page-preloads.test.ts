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
  it('reads every screen of app/screens.ts, by its route path, with its module file', () => {
    const screens = screensOf(screensFile);
    expect([...screens.keys()].sort()).toEqual(Object.keys(SCREENS).sort());
    expect(screens.get('/dashboard')).toMatch(
      /features\/dashboard\/components\/dashboard-page\.tsx$/,
    );
    expect(screens.get('/capsule/:token')).toMatch(/released-capsule-page\.tsx$/);
    for (const file of screens.values()) expect(existsSync(file), file).toBe(true);
  });

  it('stops the build when a screen cannot be read or its key is no route', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'aurum-screens-'));
    const write = (source: string) => {
      const file = path.join(folder, 'screens.ts');
      writeFileSync(file, source);
      return file;
    };
    expect(() =>
      screensOf(write("export const S = { '/a': () => import('./a').then((m) => m.A) };")),
    ).toThrow(/read 0 screens of 1 imports/);
    expect(() =>
      screensOf(
        write("export const S = { [NO_SUCH_ROUTE]: async () => (await import('./a')).A };"),
      ),
    ).toThrow(/NO_SUCH_ROUTE is no route path/);
  });
});
