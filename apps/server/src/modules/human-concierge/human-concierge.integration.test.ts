import type { CaseDetail, CaseView } from '@aurum/shared/human-concierge/human-concierge-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { bearer } from '../../test/auth-fixtures';
import { chat } from '../../test/chat-fixtures';
import {
  conciergeClient,
  conciergeTeam,
  memberOnTier,
  onDuty,
  trialMember,
  type Staff,
} from '../../test/human-concierge-fixtures';
import { accountWithRole } from '../../test/provider-portal-fixtures';
import { spaceWith } from '../../test/space-fixtures';
import { databaseKinds, type TestApp } from '../../test/test-app';
import { onTwoInstances } from '../../test/two-instances';

const UNKNOWN_ID = '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b';
/** Tuesday 2 June 2026, 10:00 in Johannesburg: inside the default preferred hours. */
const TUESDAY_10 = new Date('2026-06-02T08:00:00Z');

describe.each(databaseKinds)('the human concierge on %s', (kind) => {
  let t: TestApp;
  let thandi: Staff;
  let sipho: Staff;
  let lerato: Staff;
  beforeAll(async () => ({ t, thandi, sipho, lerato } = await conciergeTeam(kind, TUESDAY_10)));
  afterAll(() => t.close());
  // Every test starts on Tuesday at 10:00 (the access tokens stay fresh).
  beforeEach(() => t.clock.set(TUESDAY_10));
  const allOnDuty = () => onDuty([thandi, sipho, lerato]);

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
});
