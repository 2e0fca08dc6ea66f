import type { RequestAllowance } from '@aurum/shared/requests/request-allowance';
import { TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import { fileRequest, mailsTo, seedProviders } from '../../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import type { RequestDraft } from '../requests.service';
import { onTwoInstances } from '../../../test/two-instances';

type Session = Parameters<typeof bearer>[0];

const draft: RequestDraft = {
  serviceType: 'private_chef',
  description: 'A six-course dinner for eight at home',
  preferredDate: new Date('2026-12-18T17:00:00Z'),
  preferredTimeSet: true,
  location: 'Cape Town',
  specialRequests: null,
};

describe.each(databaseKinds)('the one filing workflow on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const allowance = async (session: Session) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests/allowance',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as RequestAllowance;
  };
  const post = (session: Session) =>
    t.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: bearer(session),
      payload: {
        service_type: 'personal_driver',
        description: 'Airport pickup, two passengers',
        location: 'Cape Town',
        // The same request again and again: past the likely-duplicate warning.
        file_anyway: true,
      },
    });
  /** Files through the in-transaction API other modules use (marketplace, assistant, reset). */
  const fileWithin = (
    userId: string,
    options: Parameters<TestApp['services']['requests']['fileWithin']>[3],
  ) => t.db.transaction((tx) => t.services.requests.fileWithin(tx, userId, draft, options));
  const userIdOf = (session: Session) => session.user.id;

  it('tells the allowance before the form and counts every path against it', async () => {
    const { session } = await confirmedMember(t, 'Lindiwe Dube');
    const before = await allowance(session);
    expect(before).toMatchObject({ limit: 3, used: 0, remaining: 3 });
    // The next 1st of the month at midnight in Johannesburg (22:00 UTC the day before).
    expect(before.renews_at).toMatch(/T22:00:00\.000Z$/);
    expect(new Date(before.renews_at).getTime()).toBeGreaterThan(t.clock.now().getTime());

    await fileRequest(t, session);
    await fileWithin(userIdOf(session), { by: 'member' });
    expect(await allowance(session)).toMatchObject({ used: 2, remaining: 1 });
    await fileRequest(t, session);
    const refused = await post(session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('REQUEST_LIMIT_REACHED');
    await expect(fileWithin(userIdOf(session), { by: 'member' })).rejects.toMatchObject({
      code: 'REQUEST_LIMIT_REACHED',
    });
    expect(await allowance(session)).toMatchObject({ used: 3, remaining: 0 });
  });

  it('holds the monthly limit when 20 requests arrive at once', async () => {
    const { session } = await confirmedMember(t);
    const answers = await onTwoInstances(t, () =>
      Promise.all(Array.from({ length: 20 }, () => post(session))),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(17);
    expect(await allowance(session)).toMatchObject({ used: 3, remaining: 0 });
  });

  it('writes the timeline and tells staff once; matching waits for the safety net, once', async () => {
    const { session, email } = await confirmedMember(t, 'Pieter Botha');
    const staffBefore = (await mailsTo(t, t.config.ADMIN_EMAIL)).length;
    const filed = await fileWithin(userIdOf(session), { by: 'member' });
    expect(filed.matching).toBeNull();
    const staffMails = await mailsTo(t, t.config.ADMIN_EMAIL);
    expect(staffMails.length - staffBefore).toBe(1);
    expect(staffMails[0]!.subject).toBe('New concierge request from Pieter Botha');
    expect(staffMails[0]!.text).toContain(email);

    const view = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/service-requests/${filed.requestId}`,
          headers: bearer(session),
        })
      ).json();
    expect((await view()).updates).toMatchObject([
      { status: 'pending', message: TIMELINE_MESSAGES.received, updated_by: 'member' },
    ]);

    // After the safety-net delay the job matches it, and a second run changes nothing.
    t.clock.advance(15 * 60 + 1);
    await t.services.jobs.drain();
    await t.services.jobs.drain();
    const updates = (await view()).updates as { status: string }[];
    expect(updates.filter((u) => u.status === 'provider_notified')).toHaveLength(1);
  });

  it('matches at once when asked, and asks a chosen provider with the caller’s text', async () => {
    const { session } = await confirmedMember(t);
    const now = await fileWithin(userIdOf(session), { by: 'member', matchNow: true });
    expect(now.matching).toMatchObject({ success: true, message: 'Automated Match Found' });
    expect(now.matching!.emailsSent).toBeGreaterThan(0);

    const providers = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace/providers?category=private_chef',
      headers: bearer(session),
    });
    const chef = providers.json().items[0] as { id: string; name: string } | undefined;
    expect(chef).toBeDefined();
    const contactEmail = `${chef!.id}@chef.example`;
    const chosen = await fileWithin(userIdOf(session), {
      by: 'member',
      provider: {
        contact: { id: chef!.id, name: chef!.name, contactEmail },
        message: TIMELINE_MESSAGES.chosen(chef!.name),
      },
    });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/service-requests/${chosen.requestId}`,
        headers: bearer(session),
      })
    ).json();
    expect(detail.provider.id).toBe(chef!.id);
    expect(detail.updates).toMatchObject([
      { status: 'provider_notified', message: TIMELINE_MESSAGES.chosen(chef!.name) },
    ]);
    expect(await mailsTo(t, contactEmail)).toHaveLength(1);
  });

  it('leaves nothing behind when the caller’s claim fails', async () => {
    const { session } = await confirmedMember(t);
    const failing = fileWithin(userIdOf(session), {
      by: 'member',
      claim: async () => {
        throw new Error('slot gone');
      },
    });
    await expect(failing).rejects.toThrow('slot gone');
    expect(await allowance(session)).toMatchObject({ used: 0 });
  });
});
