import type { ChatMessage, ProposalFiled } from '@aurum/shared/chat/chat-contract';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-fixtures';
import {
  chat,
  confirmProposal,
  history,
  onboardedMember,
  setChatClock,
} from '../../test/chat-fixtures';
import { fileRequest, seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { onTwoInstances } from '../../test/two-instances';

type Session = Parameters<typeof bearer>[0];

// The clock stands on Wednesday 2030-01-16, 10:00 in Johannesburg.
const TOMORROW = '2030-01-17';
const SATURDAY = '2030-01-19';

describe.each(databaseKinds)('the assistant acting on requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CHAT_RATE_LIMIT_MESSAGES: '200' } });
    setChatClock(t);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const requestsOf = async (session: Session) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests/details',
      headers: bearer(session),
    });
    return res.json() as ServiceRequestDetail[];
  };
  const fileDriverAndChef = async (session: Session) => {
    const driver = await fileRequest(t, session, {
      preferred_date: TOMORROW,
      preferred_time: '09:00',
      location: 'OR Tambo',
    });
    const chef = await fileRequest(t, session, {
      service_type: 'private_chef',
      description: 'A chef for a dinner party of eight at home',
      preferred_date: SATURDAY,
      preferred_time: '19:00',
      location: 'Constantia',
    });
    return { driverId: driver.request.id, chefId: chef.request.id };
  };
  const send = (session: Session, message: string, requestId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: bearer(session),
      payload: requestId ? { message, request_id: requestId } : { message },
    });

  it('cancels exactly the request meant, and only once the member confirms', async () => {
    const { session } = await onboardedMember(t);
    const { driverId, chefId } = await fileDriverAndChef(session);
    const { reply } = await chat(t, session, 'cancel my driver for tomorrow');
    expect(reply.proposals).toHaveLength(1);
    expect(reply.proposal).toMatchObject({
      kind: 'cancel',
      status: 'open',
      request_id: driverId,
      target: { id: driverId, service_type: 'personal_driver', status: 'Pending' },
    });
    expect(reply.message).toContain('Shall I cancel your Personal Driver request');
    // Nothing changes before the confirmation.
    expect((await requestsOf(session)).every((r) => r.status === 'pending')).toBe(true);

    const confirmed = await confirmProposal(t, session, reply.proposal!.id);
    expect(confirmed.statusCode).toBe(201);
    const filed = confirmed.json() as ProposalFiled;
    expect(filed).toMatchObject({
      request_id: driverId,
      notice: { title: 'Request Cancelled' },
      proposal: { status: 'done' },
    });
    expect(filed.reply.message).toContain("Done: I've cancelled your Personal Driver request");
    const after = await requestsOf(session);
    expect(after.find((r) => r.id === driverId)!.status).toBe('cancelled');
    expect(after.find((r) => r.id === chefId)!.status).toBe('pending');

    // A second click answers the same outcome and cancels nothing more.
    const again = await confirmProposal(t, session, reply.proposal!.id);
    expect(again.statusCode).toBe(201);
    expect((again.json() as ProposalFiled).request_id).toBe(driverId);
  });

  it('changes a request after confirmation and asks its provider again with the new details', async () => {
    const { session } = await onboardedMember(t);
    const { driverId } = await fileDriverAndChef(session);
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${driverId}/auto-assign`,
      headers: bearer(session),
    });
    expect(assigned.statusCode).toBe(200);
    await t.services.jobs.drain();
    const before = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const mailsBefore = (before.json() as unknown[]).length;

    const { reply } = await chat(t, session, 'change my driver tomorrow to 11am');
    expect(reply.proposal).toMatchObject({
      kind: 'change',
      request_id: driverId,
      preferred_date: TOMORROW,
      preferred_time: '11:00',
      changed: ['preferred_time'],
    });
    expect((await requestsOf(session)).find((r) => r.id === driverId)!.preferred_time_set).toBe(
      true,
    );
    const confirmed = await confirmProposal(t, session, reply.proposal!.id);
    expect(confirmed.statusCode).toBe(201);
    expect((confirmed.json() as ProposalFiled).notice.title).toBe('Request Updated');
    const changed = (await requestsOf(session)).find((r) => r.id === driverId)!;
    expect(new Date(changed.preferred_date!).toISOString()).toBe('2030-01-17T09:00:00.000Z');
    expect(changed.updates.some((u) => u.status === 'modified')).toBe(true);

    await t.services.jobs.drain();
    const mails = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json() as {
      subject: string;
      text: string;
    }[];
    const news = mails.slice(0, mails.length - mailsBefore);
    const toProviders = news.filter((mail) => /changed/i.test(mail.subject));
    expect(toProviders.length).toBeGreaterThan(0);
    expect(toProviders[0]!.text).toContain('11:00');
  });

  it('asks which request when the words fit several, and acts on the one tapped', async () => {
    const { session } = await onboardedMember(t);
    const first = await fileRequest(t, session, { preferred_date: TOMORROW, location: 'Sandton' });
    const second = await fileRequest(t, session, {
      preferred_date: SATURDAY,
      location: 'Rosebank',
    });
    const { reply } = await chat(t, session, 'Please cancel my driver');
    expect(reply.proposals).toEqual([]);
    expect(reply.choices.map((c) => c.request_id).sort()).toEqual(
      [first.request.id, second.request.id].sort(),
    );
    const choice = reply.choices.find((c) => c.request_id === second.request.id)!;
    const tapped = await send(session, choice.message, choice.request_id);
    expect(tapped.statusCode).toBe(201);
    const answer = (tapped.json() as { reply: ChatMessage }).reply;
    expect(answer.proposal).toMatchObject({ kind: 'cancel', request_id: second.request.id });
  });

  it('never finds, describes or changes another member’s request', async () => {
    const owner = await onboardedMember(t);
    const other = await onboardedMember(t);
    const { driverId } = await fileDriverAndChef(owner.session);
    const own = await chat(t, owner.session, 'cancel my driver for tomorrow');

    const asked = await chat(t, other.session, 'cancel my driver for tomorrow');
    expect(asked.reply.proposals).toEqual([]);
    expect(asked.reply.message).toContain("You don't have any requests yet");
    const status = await chat(t, other.session, 'has my chef confirmed?');
    expect(status.reply.message).not.toContain('Constantia');
    // Another member's request id, sent as the tapped candidate, is ignored.
    const tapped = await send(other.session, 'Cancel this one', driverId);
    expect(tapped.statusCode).toBe(201);
    expect((tapped.json() as { reply: ChatMessage }).reply.proposals).toEqual([]);
    // Another member's proposal cannot be confirmed.
    const stolen = await confirmProposal(t, other.session, own.reply.proposal!.id);
    expect(stolen.statusCode).toBe(404);
    expect((await requestsOf(owner.session)).every((r) => r.status === 'pending')).toBe(true);
  });

  it('proposes each request of a long message and files only the ones confirmed', async () => {
    const { session } = await onboardedMember(t);
    const itinerary =
      'On Friday I need a driver from OR Tambo at 10am, then dinner for 4 at a restaurant in Sandton at 8pm. ' +
      'On Saturday a private chef in Constantia at 7pm for 8 guests, and a yacht from the V&A Waterfront on Sunday afternoon. ' +
      'Thank you so much, this weekend means a great deal to us and we would love everything to be perfect. '.repeat(
        4,
      );
    const { reply } = await chat(t, session, itinerary);
    expect(reply.proposals.map((p) => p.service_type)).toEqual([
      'personal_driver',
      'other',
      'private_chef',
      'yacht_charter',
    ]);
    expect(reply.proposals[1]).toMatchObject({
      dining: true,
      party_size: 4,
      preferred_time: '20:00',
    });
    expect(reply.message).toContain('I understood 4 requests');
    // No note is cut in the middle of a word.
    for (const proposal of reply.proposals) {
      expect(proposal.special_requests ?? '').not.toMatch(/\w…$/u);
    }
    const chef = reply.proposals[2]!;
    expect((await confirmProposal(t, session, chef.id)).statusCode).toBe(201);
    const filed = await requestsOf(session);
    expect(filed.map((r) => r.service_type)).toEqual(['private_chef']);
    const messages = await history(t, session);
    const stillOpen = messages.flatMap((m) => m.proposals).filter((p) => p.status === 'open');
    expect(stillOpen).toHaveLength(3);
  });

  it('changes the open proposal on a follow-up and refuses the replaced one', async () => {
    const { session } = await onboardedMember(t);
    const first = await chat(t, session, 'Book me a table for 2 in Sandton tonight at 8pm');
    expect(first.reply.proposal).toMatchObject({
      service_type: 'other',
      dining: true,
      party_size: 2,
      preferred_time: '20:00',
    });
    const second = await chat(t, session, 'make it 9pm, for six instead');
    expect(second.reply.proposal).toMatchObject({
      kind: 'new',
      dining: true,
      party_size: 6,
      preferred_time: '21:00',
      location: 'Sandton',
    });
    const old = await confirmProposal(t, session, first.reply.proposal!.id);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'PROPOSAL_REPLACED' });
    expect((await confirmProposal(t, session, second.reply.proposal!.id)).statusCode).toBe(201);
    const [table] = await requestsOf(session);
    expect(table).toMatchObject({ service_type: 'other', party_size: 6, dining: true });
  });

  it('answers from the member’s own data: tier, requests left and renewal', async () => {
    const { session } = await onboardedMember(t);
    const { reply } = await chat(
      t,
      session,
      'What is my membership tier and how many requests do I have left?',
    );
    expect(reply.proposals).toEqual([]);
    expect(reply.message).toMatch(/Your membership: Premium Trial\./);
    expect(reply.message).toMatch(/You have \d+ of \d+ requests left this month/);
    const weather = await chat(t, session, "What's the weather in Cape Town tomorrow?");
    expect(weather.reply.has_google_fallback).toBe(true);
    const person = await chat(t, session, 'Can I speak to a real person please?');
    expect(person.reply.offers_human).toBe(true);
  });

  it('cancels once when the confirmation is clicked 20 times at once', async () => {
    const { session } = await onboardedMember(t);
    const { driverId } = await fileDriverAndChef(session);
    const { reply } = await chat(t, session, 'cancel my driver for tomorrow');
    const answers = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: 20 }, () => confirmProposal(t, session, reply.proposal!.id)),
      ),
    );
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.body)).toEqual([]);
    const detail = (await requestsOf(session)).find((r) => r.id === driverId)!;
    expect(detail.updates.filter((u) => u.status === 'cancelled')).toHaveLength(1);
  });
});
