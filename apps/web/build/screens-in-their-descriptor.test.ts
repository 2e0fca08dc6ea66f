// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const RULE = 'aurum/screens-in-their-descriptor';

/** The messages of the rule for this text as the project's lint sees it at this path. */
async function screenListings(filePath: string, text: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(text, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

describe('the lint rule that keeps each screen in its one descriptor (ADR 044)', () => {
  it('fails a table keyed by route path outside app/screens.ts', async () => {
    const table = [
      "import { HOME_ROUTE } from '@aurum/shared/routes';",
      "export const SCREEN_DATA = { [HOME_ROUTE]: 1, '/vault': 2, plain: 3 };",
    ].join('\n');
    expect(await screenListings('apps/web/src/app/screen-data.ts', table)).toEqual([
      expect.stringMatching(/table keyed by route path/),
      expect.stringMatching(/table keyed by route path/),
    ]);
    expect(await screenListings('apps/web/src/app/screens.ts', table)).toEqual([]);
  });

  it("fails a screen's code loaded outside app/screens.ts", async () => {
    const load = "export const load = () => import('../features/vault/components/vault-page');";
    expect(await screenListings('apps/web/src/app/router.tsx', load)).toEqual([
      expect.stringMatching(/screen's code is loaded only by its descriptor/),
    ]);
    expect(
      await screenListings(
        'apps/web/src/main.ts',
        "void import('./features/vault/utils/anything');",
      ),
    ).toHaveLength(1);
    expect(
      await screenListings(
        'apps/web/src/features/chat/components/x.tsx',
        "void import('../../vault/components/vault-page');",
      ),
    ).toHaveLength(1);
    expect(await screenListings('apps/web/src/app/screens.ts', load)).toEqual([]);
  });

  it("lets features load their own parts and the app load what is not a feature's", async () => {
    const own = "void import('./review-form'); void import('../utils/resolvers');";
    expect(await screenListings('apps/web/src/features/marketplace/components/x.tsx', own)).toEqual(
      [],
    );
    expect(await screenListings('apps/web/src/main.ts', "void import('./app/mount-app');")).toEqual(
      [],
    );
  });
});
