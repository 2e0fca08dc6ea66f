/** The test files under `root`/`folder` that call vi.mock or say "Runs isolated", relative to `root`. */
export function filesToIsolate(root: string, folder: string): string[];
