import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The rule ids the project's lint reports for this text as if it were the file at this path. */
async function lintRules(filePath: string, text: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(text, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

/**
 * `npm run lint` fails on the house's two structural rules of issue 25 (planted cases, as
 * apps/web/build/screens-in-their-descriptor.test.ts does for the screens' descriptor).
 */
describe('the server house rules in lint', () => {
  it('fails an import cycle (ADR 041)', async () => {
    // The errors importing the error handler, which imports the errors.
    const planted = "export { registerErrorHandler } from './http/error-handler';\n";
    expect(await lintRules('apps/server/src/platform/errors.ts', planted)).toContain(
      'import-x/no-cycle',
    );
    const harmless = "export { z } from 'zod';\n";
    expect(await lintRules('apps/server/src/platform/errors.ts', harmless)).not.toContain(
      'import-x/no-cycle',
    );
  }, 60_000);

  it("fails a repository querying another module's table (ADR 042)", async () => {
    const reading = [
      "import { serviceRequests } from '../../db/schema/requests';",
      'export const table = serviceRequests;',
      '',
    ].join('\n');
    expect(
      await lintRules('apps/server/src/modules/journal/journal-planted.repo.ts', reading),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await lintRules('apps/server/src/modules/requests/record/requests-planted.repo.ts', reading),
    ).not.toContain('import-x/no-restricted-paths');
  }, 60_000);
});
