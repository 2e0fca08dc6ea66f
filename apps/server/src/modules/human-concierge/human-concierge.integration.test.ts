import type {
  CaseDetail,
  CaseView,
  ConciergeSettings,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { bearer } from '../../test/auth-fixtures';
import { chat } from '../../test/chat-fixtures';
import {
  conciergeClient,
  conciergeStaff,
  memberOnTier,
  trialMember,
} from '../../test/human-concierge-fixtures';
import { accountWithRole } from '../../test/provider-portal-fixtures';
import { spaceWith } from '../../test/space-fixtures';
import { mailsTo } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { onTwoInstances } from '../../test/two-instances';

const UNKNOWN_ID = '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b';
/** Tuesday 2 June 2026, 10:00 in Johannesburg: inside the default preferred hours. */
const TUESDAY_10 = new Date('2026-06-02T08:00:00Z');

type Staff = Awaited<ReturnType<typeof conciergeStaff>>;

describe.each(databaseKinds)('the human concierge on %s', (kind) => {
  let t: TestApp;
  let thandi: Staff;
  let sipho: Staff;
  let lerato: Staff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Before every test's 10:00, so their tokens are never issued in a test's future.
    t.clock.set(new Date(TUESDAY_10.getTime() - 10_000));
    // Assistants are listed oldest account first: a second apart.
    thandi = await conciergeStaff(t, 'Thandi Mokoena');
    t.clock.advance(1);
    sipho = await conciergeStaff(t, 'Sipho Dlamini');
    t.clock.advance(1);
    lerato = await conciergeStaff(t, 'Lerato Nkosi');
  });
  afterAll(() => t.close());
  // Every test starts on Tuesday at 10:00 (the access tokens stay fresh).
  beforeEach(() => t.clock.set(TUESDAY_10));

  /** Staff use the console: their sessions count as in use again (no one shows offline). */
  const allOnDuty = async () => {
    for (const s of [thandi, sipho, lerato]) await s.queue();
  };

  it('is for gold, platinum and black only, whatever a trial member sends', async () => {
    const trial = await trialMember(t);
    const calls: [string, string, object?][] = [
      ['GET', '/assistants'],
      ['GET', '/settings'],
      ['PUT', '/settings', { escalation_rules: [] }],
      ['POST', '/cases', { assistant_id: thandi.id }],
      ['GET', '/cases?state=active'],
      ['GET', `/cases/${UNKNOWN_ID}`],
      ['POST', `/cases/${UNKNOWN_ID}/messages`, { text: 'Hello' }],
      ['POST', `/cases/${UNKNOWN_ID}/rating`, { rating: 5 }],
    ];
    for (const [method, url, body] of calls) {
      const res = await trial.call(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('TIER_REQUIRED');
    }
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/human-concierge/assistants' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('shows one assistant to gold, two to platinum, three to black, with New ratings', async () => {
    await allOnDuty();
    const counts = [];
    for (const tier of ['gold', 'platinum', 'black'] as const) {
      const view = await (await memberOnTier(t, tier)).assistants();
      expect(view.tier).toBe(tier);
      counts.push(view.assistants.map((a) => a.name));
    }
    expect(counts).toEqual([
      ['Thandi Mokoena'],
      ['Thandi Mokoena', 'Sipho Dlamini'],
      ['Thandi Mokoena', 'Sipho Dlamini', 'Lerato Nkosi'],
    ]);
    const gold = await memberOnTier(t, 'gold');
    const [card] = (await gold.assistants()).assistants;
    expect(card).toMatchObject({
      availability_status: 'available',
      satisfaction_rating: null,
      rating_count: 0,
    });
    // A gold member cannot reach the second assistant by sending their id.
    const res = await gold.call('POST', '/cases', { assistant_id: sipho.id });
    expect(res.statusCode).toBe(404);
  });

  it('shows a staff member offline after 15 minutes unseen, and refuses to connect then', async () => {
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    // Thandi's sessions were last in use 15 minutes ago.
    const ago = new Date(t.clock.now().getTime() - 15 * 60_000);
    await t.db.execute(
      sql`update auth_sessions set last_seen_at = ${ago.toISOString()}, created_at = ${ago.toISOString()} where user_id = ${thandi.id}`,
    );
    const [card] = (await gold.assistants()).assistants;
    expect(card!.availability_status).toBe('offline');
    const res = await gold.call('POST', '/cases', { assistant_id: thandi.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ASSISTANT_OFFLINE');
    // Busy is the staff member's own setting; offline overrides it only while unseen.
    await thandi.ok(
      thandi.api.put('/concierge/profile', {
        specialties: ['Travel', 'Yachts'],
        languages: ['English', 'isiZulu'],
        timezone: 'Africa/Johannesburg',
        availability_status: 'busy',
        response_time: 'Within 10 minutes',
        is_lead: true,
      }),
    );
    // Back at the console.
    await t.db.execute(
      sql`update auth_sessions set last_seen_at = ${t.clock.now().toISOString()} where user_id = ${thandi.id}`,
    );
    const [busy] = (await gold.assistants()).assistants;
    expect(busy).toMatchObject({
      availability_status: 'busy',
      specialties: ['Travel', 'Yachts'],
      languages: ['English', 'isiZulu'],
      response_time: 'Within 10 minutes',
    });
  });

  it('connects with the assistant context, the reason, a priority and the promise', async () => {
    t.clock.set(TUESDAY_10);
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const asked = await chat(t, gold.session, 'I would like to talk to a real person please');
    expect(asked.reply.offers_human).toBe(true);
    const created = await gold.connect({ assistant_id: thandi.id });
    expect(created).toMatchObject({
      status: 'pending',
      priority_level: 'medium',
      escalation_reason: 'member_request',
      request_summary: 'I would like to talk to a real person please',
      requested_assistant: { id: thandi.id, name: 'Thandi Mokoena' },
      assigned_assistant: null,
      promise: {
        due_at: '2026-06-02T10:00:00.000Z',
        minutes: 120,
        overdue: false,
        kept: null,
      },
      rating: null,
      messages: [],
    });
    expect(created.ai_context.messages.map((m) => m.from)).toEqual(
      expect.arrayContaining(['member', 'assistant']),
    );
    // Sealed at rest: neither the summary nor the context is stored as text.
    const [row] = rowsOf<{ s: string; c: string }>(
      await t.db.execute(
        sql`select sealed_summary as s, sealed_context as c from concierge_cases where id = ${created.id}`,
      ),
    );
    expect(row!.s).not.toContain('real person');
    expect(row!.c).not.toContain('real person');

    const urgent = await gold.connect({
      assistant_id: thandi.id,
      request_summary: 'Emergency: my car was hijacked near Sandton',
    });
    expect(urgent).toMatchObject({ priority_level: 'urgent', escalation_reason: 'urgency' });
    const queue = await sipho.queue();
    const ids = queue.cases.map((c) => c.id);
    expect(ids.indexOf(urgent.id)).toBeLessThan(ids.indexOf(created.id));
    expect(queue.cases.find((c) => c.id === created.id)!.member.tier).toBe('gold');
  });

  it('keeps each case to its member and staff: another member and a provider see nothing', async () => {
    await allOnDuty();
    const owner = await memberOnTier(t, 'gold');
    const other = await memberOnTier(t, 'gold');
    const theCase = await owner.connect({ assistant_id: thandi.id, request_summary: 'Mine' });
    for (const [method, url, body] of [
      ['GET', `/cases/${theCase.id}`],
      ['POST', `/cases/${theCase.id}/messages`, { text: 'Let me in' }],
      ['POST', `/cases/${theCase.id}/read`],
      ['POST', `/cases/${theCase.id}/rating`, { rating: 1 }],
    ] as [string, string, object?][]) {
      const res = await other.call(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await other.ok<CaseView[]>(other.call('GET', '/cases?state=active'))).toEqual([]);
    // The member's partner (a shared relationship space) sees nothing of it either.
    const partner = await memberOnTier(t, 'gold');
    await spaceWith(t.db, [owner.userId, partner.userId]);
    expect((await partner.call('GET', `/cases/${theCase.id}`)).statusCode).toBe(404);
    expect(await partner.ok<CaseView[]>(partner.call('GET', '/cases?state=active'))).toEqual([]);

    const provider = await accountWithRole(t, 'provider', 'Provider Desk');
    const asProvider = conciergeClient(t, provider.session);
    expect((await asProvider.call('GET', `/cases/${theCase.id}`)).statusCode).toBe(403);
    const providerAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/concierge/cases/${theCase.id}`,
      headers: bearer(provider.session),
    });
    expect(providerAdmin.statusCode).toBe(403);
    const memberAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/concierge/queue',
      headers: bearer(owner.session),
    });
    expect(memberAdmin.statusCode).toBe(403);
    // Every staff member sees every case.
    for (const s of [thandi, sipho, lerato]) {
      const seen = await s.ok<CaseDetail>(s.api.get(`/concierge/cases/${theCase.id}`));
      expect(seen.request_summary).toBe('Mine');
    }
  });

  it('keeps a member to three open cases, however many connects arrive at once', async () => {
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const tries = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: 20 }, () => gold.call('POST', '/cases', { assistant_id: thandi.id })),
      ),
    );
    const codes = tries.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    expect(tries.find((r) => r.statusCode === 409)!.json().code).toBe('TOO_MANY_OPEN_CASES');
    const open = await gold.ok<CaseView[]>(gold.call('GET', '/cases?state=active'));
    expect(open).toHaveLength(3);
  });

  it('lets one of many staff accepting at once win; the others get 409', async () => {
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const theCase = await gold.connect({ assistant_id: thandi.id });
    const tries = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? thandi : sipho).api.post(`/concierge/cases/${theCase.id}/accept`),
        ),
      ),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(tries.find((r) => r.statusCode === 409)!.json().code).toBe('CASE_ALREADY_ACCEPTED');
    const after = await gold.get(theCase.id);
    expect(after.status).toBe('accepted');
    expect(after.messages.filter((m) => m.author === 'system')).toHaveLength(1);
  });

  it('runs the thread both ways with unread counts, statuses in order and a rating', async () => {
    t.clock.set(TUESDAY_10);
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const theCase = await gold.connect({ assistant_id: thandi.id });
    const early = await lerato.api.post(`/concierge/cases/${theCase.id}/messages`, { text: 'Hi' });
    expect(early.statusCode).toBe(409);
    await lerato.accept(theCase.id);
    // Only the holder answers and moves the case.
    expect(
      (await sipho.api.post(`/concierge/cases/${theCase.id}/messages`, { text: 'Hi' })).statusCode,
    ).toBe(403);
    t.clock.advance(5 * 60);
    await lerato.reply(theCase.id, 'Good morning, I am Lerato. How can I help?');
    const seen = await gold.get(theCase.id);
    expect(seen.status).toBe('in_progress');
    expect(seen.unread_count).toBe(2);
    expect(seen.promise).toMatchObject({ kept: true, overdue: false });
    expect(seen.messages.at(-1)).toMatchObject({
      author: 'staff',
      author_name: 'Lerato Nkosi',
      text: 'Good morning, I am Lerato. How can I help?',
    });
    await gold.ok(gold.call('POST', `/cases/${theCase.id}/read`), 204);
    expect((await gold.get(theCase.id)).unread_count).toBe(0);
    t.clock.advance(60);
    await gold.ok(
      gold.call('POST', `/cases/${theCase.id}/messages`, { text: 'A yacht, please' }),
      201,
    );
    const staffSide = (await lerato.queue()).cases.find((c) => c.id === theCase.id)!;
    expect(staffSide.unread_count).toBe(1);

    const early5 = await gold.call('POST', `/cases/${theCase.id}/rating`, { rating: 5 });
    expect(early5.statusCode).toBe(409);
    const backwards = await lerato.api.post(`/concierge/cases/${theCase.id}/status`, {
      status: 'in_progress',
    });
    expect(backwards.statusCode).toBe(409);
    await lerato.status(theCase.id, 'completed');
    const closed = await gold.call('POST', `/cases/${theCase.id}/messages`, { text: 'More' });
    expect(closed.statusCode).toBe(409);

    const rated = await gold.ok<CaseDetail>(
      gold.call('POST', `/cases/${theCase.id}/rating`, { rating: 4, comment: 'Quick and kind' }),
    );
    expect(rated.rating).toEqual({ score: 4, comment: 'Quick and kind' });
    const again = await gold.call('POST', `/cases/${theCase.id}/rating`, { rating: 5 });
    expect(again.statusCode).toBe(409);
    const history = await gold.ok<CaseView[]>(gold.call('GET', '/cases?state=history'));
    expect(history.map((c) => c.id)).toEqual([theCase.id]);

    const black = await memberOnTier(t, 'black');
    const card = (await black.assistants()).assistants.find((a) => a.id === lerato.id)!;
    expect(card).toMatchObject({ satisfaction_rating: 4, rating_count: 1 });
    const mine = (await lerato.queue()).promises.mine;
    expect(mine).toMatchObject({ kept: 1, decided: 1, percent: 100 });
  });

  it('hands a case to a colleague and files a request for the member', async () => {
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const theCase = await gold.connect({ assistant_id: thandi.id });
    await thandi.accept(theCase.id);
    const self = await thandi.api.post(`/concierge/cases/${theCase.id}/handover`, {
      staff_id: thandi.id,
    });
    expect(self.statusCode).toBe(400);
    const notStaff = await thandi.api.post(`/concierge/cases/${theCase.id}/handover`, {
      staff_id: gold.userId,
    });
    expect(notStaff.statusCode).toBe(400);
    const handed = await thandi.ok<CaseDetail>(
      thandi.api.post(`/concierge/cases/${theCase.id}/handover`, { staff_id: sipho.id }),
    );
    expect(handed.assigned_assistant).toEqual({ id: sipho.id, name: 'Sipho Dlamini' });
    expect(handed.messages.at(-1)!.text).toBe('Thandi Mokoena handed your case to Sipho Dlamini.');
    expect(
      (await thandi.api.post(`/concierge/cases/${theCase.id}/messages`, { text: 'x' })).statusCode,
    ).toBe(403);
    const filed = await sipho.ok<{ request_id: string }>(
      sipho.api.post(`/concierge/cases/${theCase.id}/requests`, {
        service_type: 'yacht_charter',
        description: 'Sunset yacht charter for four from the V&A Waterfront',
        location: 'Cape Town',
      }),
      201,
    );
    const requests = await t.app.inject({
      method: 'GET',
      url: `/api/service-requests/${filed.request_id}`,
      headers: bearer(gold.session),
    });
    expect(requests.statusCode).toBe(200);
    expect(requests.json().description).toBe(
      'Sunset yacht charter for four from the V&A Waterfront',
    );
  });

  it('keeps the assistant quiet once a person has accepted the case', async () => {
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const offer = await chat(t, gold.session, 'Can I speak to a real person?');
    expect(offer.reply.offers_human).toBe(true);
    const theCase = await gold.connect({ assistant_id: thandi.id });
    // Pending: the assistant still answers.
    const before = await chat(t, gold.session, 'Book a table for two at 8pm on Friday in Rosebank');
    expect(before.reply.proposals.length).toBeGreaterThan(0);
    await thandi.accept(theCase.id);
    const after = await chat(
      t,
      gold.session,
      'Book a table for two at 9pm on Saturday in Rosebank',
    );
    expect(after.reply.proposals).toEqual([]);
    expect(after.reply.message).toContain('Thandi Mokoena from our concierge team has your case');
    const thread = await thandi.ok<CaseDetail>(thandi.api.get(`/concierge/cases/${theCase.id}`));
    expect(thread.messages.at(-1)).toMatchObject({
      author: 'member',
      text: 'Book a table for two at 9pm on Saturday in Rosebank',
    });
  });

  it('offers a person when asked in any language, for urgent words, and for high value only to black', async () => {
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const black = await memberOnTier(t, 'black');
    // The rule of the assistant's confidence aside (a jet is not a confident match here).
    for (const m of [gold, black]) {
      await m.ok(
        m.call('PUT', '/settings', {
          escalation_rules: [{ id: 'low_confidence', is_enabled: false }],
        }),
      );
    }
    // Asking for a person in Afrikaans or isiZulu is heard too.
    for (const words of [
      "Ek wil asseblief met 'n regte mens praat",
      'Ngicela ukukhuluma nomuntu',
    ]) {
      expect((await chat(t, gold.session, words)).reply.offers_human, words).toBe(true);
    }
    const urgent = await chat(t, gold.session, 'This is an emergency, I feel unsafe at my hotel');
    expect(urgent.reply.offers_human).toBe(true);
    const text = 'Please arrange a private jet to Mauritius, budget R250,000';
    expect((await chat(t, gold.session, text)).reply.offers_human).toBe(false);
    expect((await chat(t, black.session, text)).reply.offers_human).toBe(true);
    // Turned off by the member: no longer offered.
    await black.ok(
      black.call('PUT', '/settings', {
        escalation_rules: [{ id: 'high_value', is_enabled: false }],
      }),
    );
    const quiet = await chat(t, black.session, 'A private jet to Zanzibar, budget R300,000');
    expect(quiet.reply.offers_human).toBe(false);
  });

  it('saves escalation rules and communication preferences with the spec defaults', async () => {
    const gold = await memberOnTier(t, 'gold');
    const defaults = await gold.ok<ConciergeSettings>(gold.call('GET', '/settings'));
    expect(defaults.communication_preferences).toEqual({
      voice_calls: true,
      video_calls: false,
      text_chat: true,
      preferred_time_start: '09:00',
      preferred_time_end: '17:00',
      emergency_contact: '',
      notification_method: 'push',
    });
    expect(defaults.escalation_rules.find((r) => r.id === 'high_value')).toMatchObject({
      is_enabled: false,
      available: false,
    });
    const saved = await gold.ok<ConciergeSettings>(
      gold.call('PUT', '/settings', {
        communication_preferences: {
          ...defaults.communication_preferences,
          video_calls: true,
          preferred_time_start: '08:00',
        },
        escalation_rules: [
          { id: 'high_value', is_enabled: true },
          { id: 'low_confidence', is_enabled: false },
        ],
      }),
    );
    expect(saved.communication_preferences).toMatchObject({
      video_calls: true,
      preferred_time_start: '08:00',
    });
    const rules = Object.fromEntries(saved.escalation_rules.map((r) => [r.id, r.is_enabled]));
    expect(rules).toEqual({
      low_confidence: false,
      high_value: false,
      member_request: true,
      urgency: true,
    });
    const bad = await gold.call('PUT', '/settings', {
      communication_preferences: { ...defaults.communication_preferences, preferred_time_end: '7' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers bad input with 4xx and a message, never a 500', async () => {
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const cases: [string, string, unknown, number][] = [
      ['POST', '/cases', { assistant_id: 'nope' }, 400],
      ['POST', '/cases', { assistant_id: thandi.id, priority_level: 'asap' }, 400],
      ['GET', '/cases?state=everything', undefined, 400],
      ['GET', '/cases/not-a-uuid', undefined, 404],
      ['GET', `/cases/${UNKNOWN_ID}`, undefined, 404],
      ['POST', `/cases/${UNKNOWN_ID}/messages`, { text: '   ' }, 400],
      ['POST', `/cases/${UNKNOWN_ID}/rating`, { rating: 6 }, 400],
      ['POST', `/cases/${UNKNOWN_ID}/rating`, { rating: 2.5 }, 400],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await gold.call(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const badStatus = await thandi.api.post(`/concierge/cases/${UNKNOWN_ID}/status`, {
      status: 'pending',
    });
    expect(badStatus.statusCode).toBe(400);
    const badProfile = await thandi.api.put('/concierge/profile', { availability_status: 'away' });
    expect(badProfile.statusCode).toBe(400);
  });

  it('raises a missed promise to staff leads and marks it overdue exactly once', async () => {
    t.clock.set(TUESDAY_10);
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const theCase = await gold.connect({ assistant_id: thandi.id, request_summary: 'A villa' });
    const admin = t.config.ADMIN_EMAIL;
    // Two hours on, the tokens of this morning have run out: read through the services.
    const area = t.services.humanConciergeArea;
    const read = () => area.cases.get(gold.userId, theCase.id);
    const overdueMails = async () =>
      (await mailsTo(t, admin)).filter((m) => m.text.includes(`Case ${theCase.id}`));
    t.clock.advance(119 * 60);
    await t.services.jobs.drain();
    expect((await read()).promise.overdue).toBe(false);
    t.clock.advance(2 * 60);
    await t.services.jobs.drain();
    const missed = await read();
    expect(missed.promise).toMatchObject({ overdue: true, kept: false });
    expect(missed.messages.map((m) => m.text)).toEqual([
      'No one answered within the promised 2 h: your case has been raised to our concierge leads.',
    ]);
    expect(await overdueMails()).toHaveLength(1);
    // Thandi is a lead (her profile says so since the offline test): she hears of it too.
    const [lead] = rowsOf<{ email: string }>(
      await t.db.execute(sql`select email from users where id = ${thandi.id}`),
    );
    const thandiMail = await mailsTo(t, lead!.email);
    expect(thandiMail.filter((m) => m.text.includes(`Case ${theCase.id}`))).toHaveLength(1);
    // Run again (another instance, a retry): nothing more.
    await area.promises.raise(theCase.id, missed.promise.due_at);
    await t.services.jobs.drain();
    expect(await overdueMails()).toHaveLength(1);
    expect((await read()).messages).toHaveLength(1);
    const team = (await area.staffCases.queue(sipho.id)).promises.team;
    expect(team.decided).toBeGreaterThan(team.kept);
  });

  it('exports the member’s cases with their threads', async () => {
    t.clock.set(TUESDAY_10);
    await allOnDuty();
    const gold = await memberOnTier(t, 'gold');
    const theCase = await gold.connect({ assistant_id: thandi.id, request_summary: 'Export me' });
    const data = await t.services.humanConciergeArea.cases.exportFor(gold.userId);
    expect(data.cases.map((c) => [c.id, c.request_summary])).toEqual([[theCase.id, 'Export me']]);
  });
});
