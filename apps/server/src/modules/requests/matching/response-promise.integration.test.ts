import { RESPONSE_PROMISE_MESSAGES } from '@aurum/shared/requests/response-promise';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, signIn } from '../../../test/auth-fixtures';
import {
  fileRequest,
  linkTokens,
  mailsTo,
  respondByLink,
  seedProviders,
} from '../../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';

type Session = Parameters<typeof bearer>[0];

describe.each(databaseKinds)('the response promise on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  /** The member's view, signed in afresh (the clock moves past the access token's hour). */
  const view = async (session: Session, id: string) => {
    const fresh = (await signIn(t, session.user.email)).json() as Session;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/service-requests/${id}`,
      headers: bearer(fresh),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ServiceRequestDetail;
  };
  const autoAssign = (session: Session, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${id}/auto-assign`,
      headers: bearer(session),
    });
  const setTier = (session: Session, tier: string) =>
    t.db.execute(sql`update profiles set membership_tier = ${tier} where id = ${session.user.id}`);

  it('promises an answer within the plan’s time and escalates once when it runs out', async () => {
    const { session } = await confirmedMember(t);
    const { request } = await fileRequest(t, session, {
      service_type: 'private_chef',
      location: 'Cape Town',
    });
    // Filed, no provider asked yet: no clock runs.
    expect(request.response_promise).toBeNull();
    await autoAssign(session, request.id);
    const asked = await view(session, request.id);
    const due = t.clock.now().getTime() + 120 * 60_000;
    expect(asked.response_promise).toEqual({
      waiting_on: 'provider',
      due_at: new Date(due).toISOString(),
      overdue: false,
    });

    const staffBefore = (await mailsTo(t, t.config.ADMIN_EMAIL)).length;
    t.clock.advance(119 * 60);
    await t.services.jobs.drain();
    expect((await view(session, request.id)).response_promise?.overdue).toBe(false);

    t.clock.advance(60 + 1);
    await t.services.jobs.drain();
    await t.services.jobs.drain();
    const late = await view(session, request.id);
    expect(late.response_promise?.overdue).toBe(true);
    const escalations = late.updates.filter((u) => u.message.startsWith('No provider answered'));
    expect(escalations).toHaveLength(1);
    expect(escalations[0]!.updated_by).toBe('system');
    expect((await mailsTo(t, t.config.ADMIN_EMAIL)).length - staffBefore).toBe(1);
    // More providers were asked (a new round), or staff took over when none was left.
    if (late.response_promise?.waiting_on === 'provider') {
      expect(escalations[0]!.status).toBe('provider_notified');
      expect(new Date(late.response_promise.due_at!).getTime()).toBe(
        t.clock.now().getTime() + 120 * 60_000,
      );
    } else {
      expect(escalations[0]!.message).toBe(RESPONSE_PROMISE_MESSAGES.escalatedToStaff(120));
    }
  });

  it('gives black members 30 minutes and stops the clock when a provider confirms', async () => {
    const { session } = await confirmedMember(t);
    await setTier(session, 'black');
    const { request } = await fileRequest(t, session);
    await autoAssign(session, request.id);
    const asked = await view(session, request.id);
    expect(new Date(asked.response_promise!.due_at!).getTime()).toBe(
      t.clock.now().getTime() + 30 * 60_000,
    );
    const providerMails = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' }))
      .json()
      .filter(
        (mail: { text: string }) => mail.text.includes(request.id) && /Confirm: /.test(mail.text),
      );
    const { confirm } = linkTokens(providerMails[0].text);
    expect((await respondByLink(t, confirm, { action: 'confirm' })).statusCode).toBe(200);
    expect((await view(session, request.id)).response_promise).toBeNull();

    t.clock.advance(31 * 60);
    await t.services.jobs.drain();
    const after = await view(session, request.id);
    expect(after.updates.some((u) => u.message.startsWith('No provider answered'))).toBe(false);
  });

  it('escalates exactly once when two instances run the same due job at once', async () => {
    const { session } = await confirmedMember(t);
    const { request } = await fileRequest(t, session);
    await autoAssign(session, request.id);
    const { due_at } = (await view(session, request.id)).response_promise!;
    t.clock.advance(121 * 60);
    await Promise.all([
      t.services.promises.escalate(request.id, due_at!),
      t.services.promises.escalate(request.id, due_at!),
    ]);
    const after = await view(session, request.id);
    expect(after.updates.filter((u) => u.message.startsWith('No provider answered'))).toHaveLength(
      1,
    );
  });
});
