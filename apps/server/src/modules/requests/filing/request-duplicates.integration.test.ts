import { LIKELY_DUPLICATE_MESSAGE } from '@aurum/shared/requests/request-rules';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import { chat, confirmProposal, onboardedMember, setChatClock } from '../../../test/chat-fixtures';
import { mailsTo, seedProviders } from '../../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';

type Session = Parameters<typeof bearer>[0];

const DRIVER = {
  service_type: 'personal_driver',
  description: 'Pickup at OR Tambo, two passengers',
  preferred_date: '2030-02-01',
  preferred_time: '09:30',
  location: 'OR Tambo',
};

describe.each(databaseKinds)('likely duplicate requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    setChatClock(t);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const file = (session: Session, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: bearer(session),
      payload,
    });
  const requestsOf = async (session: Session) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/service-requests/details',
        headers: bearer(session),
      })
    ).json() as ServiceRequestDetail[];

  it('warns about the same service at the same time and files it when the member insists', async () => {
    const { session } = await confirmedMember(t);
    expect((await file(session, DRIVER)).statusCode).toBe(201);

    const twin = await file(session, { ...DRIVER, description: 'Same again' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ code: 'LIKELY_DUPLICATE', message: LIKELY_DUPLICATE_MESSAGE });
    expect(await requestsOf(session)).toHaveLength(1);

    // Another time is no twin (the plan allows three requests this month).
    expect((await file(session, { ...DRIVER, preferred_time: '18:00' })).statusCode).toBe(201);

    const anyway = await file(session, { ...DRIVER, file_anyway: true });
    expect(anyway.statusCode).toBe(201);
    expect(await requestsOf(session)).toHaveLength(3);
  });

  it('does not count a cancelled request, nor another member’s', async () => {
    const first = await confirmedMember(t);
    const filed = await file(first.session, DRIVER);
    const id = (filed.json() as { request: { id: string } }).request.id;
    const other = await confirmedMember(t);
    expect((await file(other.session, DRIVER)).statusCode).toBe(201);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${id}/cancel`,
      headers: bearer(first.session),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await file(first.session, DRIVER)).statusCode).toBe(201);
  });

  it('files one of two identical submits at once and warns about the other', async () => {
    const { session } = await confirmedMember(t);
    const answers = await Promise.all([file(session, DRIVER), file(session, DRIVER)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await requestsOf(session)).toHaveLength(1);
  });

  it('asks again in the assistant before filing a twin of an open request', async () => {
    const { session } = await onboardedMember(t);
    const message = 'Could we have a chef at our house in Kyalami this Friday at 8pm?';
    const first = await chat(t, session, message);
    expect((await confirmProposal(t, session, first.reply.proposal!.id)).statusCode).toBe(201);
    const second = await chat(t, session, message);
    const refused = await confirmProposal(t, session, second.reply.proposal!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LIKELY_DUPLICATE');
    const anyway = await confirmProposal(t, session, second.reply.proposal!.id, {
      file_anyway: true,
    });
    expect(anyway.statusCode).toBe(201);
    expect(await requestsOf(session)).toHaveLength(2);
  });

  it("tells staff the member's preferences in the onboarding form's words", async () => {
    const { session } = await onboardedMember(t);
    expect((await file(session, DRIVER)).statusCode).toBe(201);
    const [mail] = await mailsTo(t, t.config.ADMIN_EMAIL);
    expect(mail!.text).toContain('Dining · Cuisine Types: Cape Malay');
    expect(mail!.text).toContain('Lifestyle · Preferred Communication: WhatsApp');
    expect(mail!.text).not.toContain('cuisineTypes');
    expect(mail!.text).not.toContain('["');
  });
});
