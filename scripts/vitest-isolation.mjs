// Which test files run isolated (ADR 086): the files that mock a module with vi.mock, whose
// mocks would otherwise reach the other files sharing a worker's module graph, and the files
// marked "Runs isolated" because they count on module state no other file has touched.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ISOLATED = /\bvi\.mock\(|\bRuns isolated\b/;

/** The test files under `root`/`folder` that call vi.mock or say so, relative to `root`. */
export function filesToIsolate(root, folder) {
  const found = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name) && ISOLATED.test(readFileSync(full, 'utf8'))) {
        found.push(path.relative(root, full));
      }
    }
  };
  walk(path.join(root, folder));
  return found.sort();
}
