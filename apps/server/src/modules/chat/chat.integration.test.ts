import type {
  ChatStreamEvent,
  ProposalFiled,
  SecuritySummary,
} from '@aurum/shared/chat/chat-contract';
import { CHAT_ALERTS, CHAT_MESSAGE_MAX_LENGTH } from '@aurum/shared/chat/chat-texts';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-fixtures';
import {
  chat,
  confirmProposal,
  history,
  onboardedMember,
  postChat,
  setChatClock,
} from '../../test/chat-fixtures';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Session = Parameters<typeof bearer>[0];
const KYALAMI_CHEF = 'Could we have a chef at our house in Kyalami this Friday at 8pm?';

describe.each(databaseKinds)('the assistant chat on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CHAT_RATE_LIMIT_MESSAGES: '6' } });
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

  it('proposes a Private Chef in Kyalami (Johannesburg) that Friday at 20:00 with the food allergy', async () => {
    const { session } = await onboardedMember(t);
    const { message, reply } = await chat(t, session, KYALAMI_CHEF);
    expect(message).toMatchObject({ message: KYALAMI_CHEF, is_from_user: true, author: 'member' });
    expect(reply).toMatchObject({
      is_from_user: false,
      author: 'engine',
      has_google_fallback: false,
    });
    expect(reply.proposal).toMatchObject({
      service_type: 'private_chef',
      location: 'Kyalami',
      area: 'Johannesburg',
      // The clock stands on Wednesday 2030-01-16, 10:00 in Johannesburg.
      preferred_date: '2030-01-18',
      preferred_time: '20:00',
      confidence: 0.95,
      // The food allergy, never the drug allergy (Penicillin), and not written into the notes.
      allergies: ['Peanuts'],
      status: 'open',
      request_id: null,
    });
    expect(reply.proposal!.special_requests).not.toMatch(/Penicillin|Peanuts/);
    // Above 0.7 with providers: one best match, a chef of the Johannesburg area.
    expect(reply.proposal!.providers).toHaveLength(1);
    expect(['Johannesburg', 'Sandton']).toContain(reply.proposal!.providers[0]!.location);
    expect(reply.message).toContain("I've added your food allergies to the request.");
    expect(reply.message).not.toMatch(/Penicillin|Peanuts/);
    // Nothing is filed before the member confirms.
    expect(await requestsOf(session)).toEqual([]);
  });

  it('keeps the history per member, oldest first, and lets nobody else see or confirm it', async () => {
    const owner = await onboardedMember(t);
    const other = await onboardedMember(t);
    const first = await chat(t, owner.session, 'Hi there!');
    const second = await chat(t, owner.session, KYALAMI_CHEF);
    expect((await history(t, owner.session)).map((m) => m.id)).toEqual([
      first.message.id,
      first.reply.id,
      second.message.id,
      second.reply.id,
    ]);
    expect(await history(t, other.session)).toEqual([]);
    const stolen = await confirmProposal(t, other.session, second.reply.proposal!.id);
    expect(stolen.statusCode).toBe(404);
    expect(await requestsOf(other.session)).toEqual([]);
    expect(await requestsOf(owner.session)).toEqual([]);
  });

  it('files a confirmed proposal once through the filing workflow, however often it is clicked', async () => {
    const { session } = await onboardedMember(t);
    const { reply } = await chat(t, session, KYALAMI_CHEF);
    const clicks = await Promise.all(
      [1, 2, 3].map(() => confirmProposal(t, session, reply.proposal!.id)),
    );
    expect(clicks.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const answers = clicks.map((res) => res.json() as ProposalFiled);
    expect(new Set(answers.map((a) => a.request_id)).size).toBe(1);
    expect(answers[0]!.notice.title).toBe('Automated Match Found');
    expect(answers[0]!.proposal).toMatchObject({
      status: 'filed',
      request_id: answers[0]!.request_id,
    });

    const requests = await requestsOf(session);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      id: answers[0]!.request_id,
      service_type: 'private_chef',
      description: KYALAMI_CHEF,
      location: 'Kyalami',
      preferred_date: '2030-01-18T18:00:00.000Z',
      preferred_time_set: true,
    });
    expect(requests[0]!.special_requests).toContain('Allergies: Peanuts');
    expect(requests[0]!.special_requests).not.toContain('Penicillin');
    // Matching ran at once: providers were notified.
    expect(requests[0]!.updates.map((u) => u.status)).toContain('provider_notified');
    // The assistant said so in the chat, once.
    const replies = (await history(t, session)).filter((m) =>
      m.message.startsWith('Automated Match Found'),
    );
    expect(replies).toHaveLength(1);
  });

  it("files the member's edits and tells 'Request Received' when no provider matches", async () => {
    const { session } = await onboardedMember(t);
    const { reply } = await chat(t, session, 'A yacht charter in Bloemfontein on Saturday please');
    expect(reply.has_google_fallback).toBe(true);
    expect(reply.search_text).toBe('A yacht charter in Bloemfontein on Saturday please');
    expect(reply.proposal).toMatchObject({ service_type: 'yacht_charter', providers: [] });
    const res = await confirmProposal(t, session, reply.proposal!.id, {
      location: 'Kimberley',
      preferred_time: '15:30',
      special_requests: 'Sundowners for six',
    });
    expect(res.statusCode).toBe(201);
    const filed = res.json() as ProposalFiled;
    expect(filed.notice.title).toBe('Request Received');
    expect(filed.proposal).toMatchObject({
      location: 'Kimberley',
      area: 'Kimberley',
      preferred_time: '15:30',
    });
    const [request] = await requestsOf(session);
    expect(request).toMatchObject({
      location: 'Kimberley',
      special_requests: 'Sundowners for six',
      preferred_date: '2030-01-19T13:30:00.000Z',
    });
  });

  it("holds the member's monthly request limit", async () => {
    const { session } = await onboardedMember(t);
    for (let i = 0; i < 3; i++) {
      const { reply } = await chat(
        t,
        session,
        `I need a driver in Sandton at ${9 + i}am on Friday`,
      );
      expect((await confirmProposal(t, session, reply.proposal!.id)).statusCode).toBe(201);
    }
    const { reply } = await chat(t, session, 'A driver to OR Tambo on Saturday at 6am');
    const refused = await confirmProposal(t, session, reply.proposal!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('REQUEST_LIMIT_REACHED');
    expect(await requestsOf(session)).toHaveLength(3);
  });

  it('trims, cuts to 2000 characters and refuses a blank message with the spec text', async () => {
    const { session } = await onboardedMember(t);
    const blank = await postChat(t, session, '   \n ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'CHAT_INVALID_INPUT',
      message: CHAT_ALERTS.invalidInput.message,
    });
    // 400 different made-up names, so the message is long without looking like spam.
    const name = (n: number) =>
      [...n.toString(26)].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join('');
    const guests = Array.from({ length: 400 }, (_, i) => `${name(i + 700)}son`).join(' ');
    const long = `  Please arrange dinner for ${guests}  `;
    const { message } = await chat(t, session, long);
    expect(message.message).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect(message.message.startsWith('Please arrange')).toBe(true);
  });

  it("answers a sender who is not signed in with 'Authentication Required'", async () => {
    const res = await postChat(t, null, 'Hello');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'AUTH_REQUIRED',
      message: 'Please sign in to send messages.',
    });
  });

  it('flags spam, fails security validation into the audit log, and stores neither', async () => {
    const { session } = await onboardedMember(t);
    const spam = await postChat(t, session, 'CLICK HERE for free money');
    expect(spam.statusCode).toBe(400);
    expect(spam.json()).toMatchObject({
      code: 'CHAT_MESSAGE_FLAGGED',
      message: CHAT_ALERTS.spam.message,
    });
    const script = await postChat(t, session, '<script>alert(1)</script>');
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({
      code: 'CHAT_SECURITY_FAILED',
      message: CHAT_ALERTS.security.message,
    });
    expect(await history(t, session)).toEqual([]);
    const panel = await t.app.inject({
      method: 'GET',
      url: '/api/chat/security',
      headers: bearer(session),
    });
    expect(panel.json() as SecuritySummary).toMatchObject({ failed_events: 1, status: 'low' });
    expect((panel.json() as SecuritySummary).recent[0]).toMatchObject({
      event: 'chat_message_rejected',
      success: false,
    });
  });

  it('flags the same message sent over and over', async () => {
    const { session } = await onboardedMember(t);
    for (let i = 0; i < 3; i++) await chat(t, session, 'Are you there?');
    const fourth = await postChat(t, session, 'Are you there?');
    expect(fourth.json()).toMatchObject({ code: 'CHAT_MESSAGE_FLAGGED' });
    t.clock.advance(61);
    expect((await postChat(t, session, 'Are you there?')).statusCode).toBe(201);
  });

  it("enforces the member's rate limit in the database with 'Rate Limit Reached'", async () => {
    const { session } = await onboardedMember(t);
    for (let i = 0; i < 6; i++)
      expect((await postChat(t, session, `Question ${i}`)).statusCode).toBe(201);
    const refused = await postChat(t, session, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'CHAT_RATE_LIMITED',
      message: CHAT_ALERTS.rateLimit.message,
      retry_after_seconds: 60,
    });
    // Another member is not held up.
    const other = await onboardedMember(t);
    expect((await postChat(t, other.session, 'Hello')).statusCode).toBe(201);
    t.clock.advance(61);
    expect((await postChat(t, session, 'One more')).statusCode).toBe(201);
  });

  it('streams the stored message and the reply as JSON lines when asked', async () => {
    const { session } = await onboardedMember(t);
    const res = await postChat(t, session, KYALAMI_CHEF, 'application/x-ndjson');
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ChatStreamEvent);
    expect(events.map((e) => e.type)).toEqual(['message', 'reply']);
    const last = events[1] as Extract<ChatStreamEvent, { type: 'reply' }>;
    expect(last.reply.proposal).toMatchObject({
      service_type: 'private_chef',
      area: 'Johannesburg',
    });
  });

  it('offers to remember a lasting preference and reads the memory bank next time', async () => {
    const { session } = await onboardedMember(t);
    const { reply } = await chat(t, session, "I'm vegetarian");
    expect(reply.proposal).toBeNull();
    expect(reply.memory_suggestion).toEqual({
      category: 'food',
      preference_key: 'Diet',
      preference_value: 'Vegetarian',
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/memory-bank',
      headers: bearer(session),
      payload: { ...reply.memory_suggestion, source: 'conversation' },
    });
    expect(saved.statusCode).toBe(201);
    const next = await chat(t, session, 'A private chef in Sandton on Saturday at 7pm');
    expect(next.reply.proposal!.special_requests).toContain('Remember: Diet: Vegetarian');
  });
});
