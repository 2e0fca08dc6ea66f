import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  confirmedMember,
  confirmationLink,
  latestMailTo,
  signUp,
  uniqueEmail,
} from './auth-fixtures';
import { checkout, membershipOf, paymentsOf } from './membership-fixtures';
import { RACES } from './races-registry';
import { mailsTo } from './request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from './test-app';
import { onTwoInstances } from './two-instances';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARALLEL = 20;

const codesOf = (answers: { statusCode: number }[]) => answers.map((res) => res.statusCode);
const fiveHundreds = (answers: { statusCode: number }[]) =>
  codesOf(answers).filter((code) => code >= 500);

describe('the registry of races (ADR 075)', () => {
  it('names every race once, each with a test that exists and runs on both databases', () => {
    expect(new Set(RACES.map((r) => r.race)).size).toBe(RACES.length);
    for (const { race, file, test } of RACES) {
      const text = readFileSync(path.join(SRC, file), 'utf8');
      expect(text.split(test).length - 1, `${race}: "${test}" in ${file}`).toBe(1);
      // Every file runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
      expect(text, `${race}: ${file}`).toMatch(/describe\.each\(databaseKinds\)|runIf\(/);
      // On PostgreSQL the calls alternate between two instances over one database (ADR 083).
      expect(bodyOf(text, test), `${race}: two instances`).toMatch(TWO_INSTANCES);
    }
  });
});

/**
 * How a race reaches a second instance: `onTwoInstances` or `instanceFor` (two-instances.ts), or
 * the two-instance suites' own `a`/`b` pair (society and human-concierge races).
 */
const TWO_INSTANCES = /onTwoInstances\(t,|instanceFor\(t,|onB\(b,|\(i % 2 \? a : b\)\.app/;

/** A test's text, from its title to the next test (or the end of the file). */
function bodyOf(text: string, title: string): string {
  const start = text.indexOf(title);
  const next = text.slice(start).search(/\n\s*it\(/);
  return next < 0 ? text.slice(start) : text.slice(start, start + next);
}

/** The races no area's own file ran yet, each with 20 parallel calls. */
describe.each(databaseKinds)('races of one-time links and payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('confirms an address once when its link is followed 20 times at once', async () => {
    const email = uniqueEmail();
    expect((await signUp(t, email)).statusCode).toBe(200);
    const link = confirmationLink((await latestMailTo(t, email))!.text);
    const answers = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: PARALLEL }, () => t.app.inject({ method: 'GET', url: link })),
      ),
    );
    expect(fiveHundreds(answers)).toEqual([]);
    const signedIn = answers.filter((res) =>
      String(res.headers.location).includes('access_token='),
    );
    expect(signedIn).toHaveLength(1);
    expect(codesOf(answers)).toEqual(Array(PARALLEL).fill(303));
  });

  it('releases a due capsule once when 20 release sweeps run at once', async () => {
    const { session } = await confirmedMember(t, 'Thandi Mokoena');
    const recipientEmail = uniqueEmail('recipient');
    const releaseDate = new Date(t.clock.now().getTime() + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/legacy-capsules',
      headers: bearer(session),
      payload: {
        capsuleType: 'letter',
        title: 'For later',
        recipientName: 'Lerato',
        recipientEmail,
        content: 'Dear Lerato',
        releaseDate,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const asOf = new Date(t.clock.now().getTime() + 5 * 86_400_000).toISOString();
    const answers = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: PARALLEL }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/test/legacy-capsules/release-due',
            payload: { asOf },
          }),
        ),
      ),
    );
    expect(fiveHundreds(answers)).toEqual([]);
    const released = answers.map((res) => res.json<{ released: number }>().released);
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(1);
    await t.services.jobs.drain();
    expect(await mailsTo(t, recipientEmail)).toHaveLength(1);
  });

  it('activates a plan once when Pay is pressed 20 times at once', async () => {
    const { session } = await confirmedMember(t);
    const started = await checkout(t, session, 'gold');
    const accessCode = new URL(started.payment_url).searchParams.get('access_code');
    const answers = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: PARALLEL }, () =>
          t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${accessCode}/pay` }),
        ),
      ),
    );
    expect(fiveHundreds(answers)).toEqual([]);
    expect(codesOf(answers).filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    expect((await paymentsOf(t, session)).map((p) => p.status)).toEqual(['success']);
    // A second activation would have extended the plan by another month.
    const monthOn = new Date(t.clock.now());
    monthOn.setUTCMonth(monthOn.getUTCMonth() + 1);
    const { membership } = await membershipOf(t, session);
    expect(membership).toMatchObject({ membership_tier: 'gold', status: 'active' });
    expect(membership!.ends_at!.slice(0, 10)).toBe(monthOn.toISOString().slice(0, 10));
  });
});
