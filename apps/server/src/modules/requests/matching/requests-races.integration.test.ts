import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import {
  fileRequest,
  linkTokens,
  respondByLink,
  seedProviders,
} from '../../../test/request-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../../test/test-app';

const RACES = 20;
type Session = Parameters<typeof bearer>[0];

/** A request the automated matching sent to several providers: their Confirm / Decline tokens. */
async function requestAskingProviders(t: TestApp, session: Session) {
  const { request } = await fileRequest(t, session);
  const matched = await t.app.inject({
    method: 'POST',
    url: `/api/service-requests/${request.id}/auto-assign`,
    headers: bearer(session),
  });
  expect(matched.json().emailsSent).toBeGreaterThanOrEqual(2);
  await t.services.jobs.drain();
  const mails = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json() as {
    text: string;
  }[];
  const tokens = mails
    .filter((mail) => mail.text.includes(request.id))
    .flatMap((mail) => (/Confirm: /.test(mail.text) ? [linkTokens(mail.text)] : []));
  return { requestId: request.id, tokens };
}

/** Races on one or two instances: one answer wins, every loser gets a clear 4xx, never a 5xx. */
function raceSuite(instances: () => [TestApp, TestApp]) {
  it(`lets exactly one of two providers confirming at once win, ${RACES} times`, async () => {
    const [a, b] = instances();
    const { session } = await confirmedMember(a);
    for (let race = 0; race < RACES; race++) {
      // A black-tier member: the race, not the monthly limit, is under test.
      await a.db.execute(
        sql`update profiles set membership_tier = 'black' where id = ${session.user.id}`,
      );
      const { tokens } = await requestAskingProviders(a, session);
      const answers = await Promise.all([
        respondByLink(a, tokens[0]!.confirm, { action: 'confirm' }),
        respondByLink(b, tokens[1]!.confirm, { action: 'confirm' }),
      ]);
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([409, 410]).toContain(codes[1]);
      const loser = answers.find((res) => res.statusCode !== 200)!;
      expect(loser.json()).toHaveProperty('code');
    }
  });

  it(`never answers 5xx when a member cancels while a provider confirms, ${RACES} times`, async () => {
    const [a, b] = instances();
    const { session } = await confirmedMember(a);
    await a.db.execute(
      sql`update profiles set membership_tier = 'black' where id = ${session.user.id}`,
    );
    for (let race = 0; race < RACES; race++) {
      const { requestId, tokens } = await requestAskingProviders(a, session);
      const [cancel, confirm] = await Promise.all([
        a.app.inject({
          method: 'POST',
          url: `/api/service-requests/${requestId}/cancel`,
          headers: bearer(session),
        }),
        respondByLink(b, tokens[0]!.confirm, { action: 'confirm' }),
      ]);
      const codes = [cancel.statusCode, confirm.statusCode];
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      for (const code of codes) expect(code).toBeLessThan(500);
    }
  });
}

describe.each(databaseKinds)('concurrent answers to one request on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());
  raceSuite(() => [t, t]);
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('concurrent answers across two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await twoInstancesOnPostgres({ poolSize: 4 });
    ({ a, b } = instances);
    await seedProviders(a);
  });
  afterAll(() => instances?.close());
  raceSuite(() => [a, b]);
});
