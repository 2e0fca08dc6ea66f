import type { ProviderRequestsList } from '@aurum/shared/provider/provider-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { fileRequest, seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import {
  accountWithRole,
  assignmentRow,
  chooseProvider,
  providerAccount,
} from '../../test/provider-portal-fixtures';

type Session = Parameters<typeof bearer>[0];

describe.each(databaseKinds)('the provider view on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const list = (session?: Session) =>
    t.app.inject({
      method: 'GET',
      url: '/api/provider/requests',
      headers: session ? bearer(session) : {},
    });
  const answer = (session: Session | undefined, id: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/provider/assignments/${id}/respond`,
      headers: session ? bearer(session) : {},
      payload: body,
    });
  const memberView = (session: Session, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/service-requests/${id}`, headers: bearer(session) });

  it('lists only the requests sent to the linked provider, newest first', async () => {
    const member = await confirmedMember(t, 'Lerato Dlamini');
    const first = await fileRequest(t, member.session);
    const [mine, other] = first.providers;
    const firstAssignment = await chooseProvider(t, member.session, first, mine!.id);
    t.clock.advance(60);
    const second = await fileRequest(t, member.session, { description: 'Dinner run, 19:00' });
    const secondAssignment = await chooseProvider(t, member.session, second, mine!.id);
    const elsewhere = await fileRequest(t, member.session, { description: 'Not for them' });
    await chooseProvider(t, member.session, elsewhere, other!.id);

    const { session } = await providerAccount(t, mine!.id);
    const res = await list(session);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ProviderRequestsList;
    expect(body.provider).toEqual({ id: mine!.id, name: mine!.name });
    expect(body.assignments.map((a) => a.assignment_id)).toEqual([
      secondAssignment,
      firstAssignment,
    ]);
    expect(body.assignments[1]).toMatchObject({
      state: 'open',
      response: 'pending',
      response_message: null,
      assigned_by: 'member',
      responded_at: null,
      request: {
        id: first.request.id,
        service_type: 'personal_driver',
        service_label: 'Personal Driver',
        description: first.request.description,
        location: 'Cape Town',
        preferred_date: '2026-12-18T07:30:00.000Z',
        preferred_time_set: true,
        special_requests: null,
        status: 'pending',
        confirmation_status: 'confirming',
      },
    });
    const expires =
      Date.parse(body.assignments[1]!.link_expires_at) -
      Date.parse(body.assignments[1]!.created_at);
    expect(expires).toBe(t.config.PROVIDER_LINK_HOURS * 3600 * 1000);
    // Nothing of the member's identity reaches the provider.
    expect(res.body).not.toContain(member.email);
    expect(res.body).not.toContain('Lerato');
    expect(res.body).not.toContain(member.session.user.id);
  });

  it('answers through the view: the member sees the confirmation, and only once', async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    const provider = created.providers[0]!;
    const assignmentId = await chooseProvider(t, member.session, created, provider.id);
    const { session } = await providerAccount(t, provider.id);

    const res = await answer(session, assignmentId, {
      action: 'confirm',
      message: 'Quote R1,800, Mercedes V-Class.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      assignment_id: assignmentId,
      state: 'confirmed',
      response: 'confirmed',
      response_message: 'Quote R1,800, Mercedes V-Class.',
      request: { confirmation_status: 'confirmed' },
    });
    const after = (await memberView(member.session, created.request.id)).json();
    expect(after.confirmation_status).toBe('confirmed');
    expect(after.provider.id).toBe(provider.id);
    expect(after.provider_response).toBe(
      `${provider.name} confirmed your request. Quote R1,800, Mercedes V-Class.`,
    );
    expect(after.updates[0]).toMatchObject({ status: 'confirmed', updated_by: 'provider' });

    const again = await answer(session, assignmentId, { action: 'decline', reason: 'Changed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'LINK_USED',
      message: 'You have already answered this request.',
    });
    expect((await memberView(member.session, created.request.id)).json().confirmation_status).toBe(
      'confirmed',
    );
  });

  it('needs a reason to decline, and tells the member the reason', async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    const provider = created.providers[0]!;
    const assignmentId = await chooseProvider(t, member.session, created, provider.id);
    const { session } = await providerAccount(t, provider.id);

    const blank = await answer(session, assignmentId, { action: 'decline', reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please give a reason for declining',
    });
    expect((await assignmentRow(t, assignmentId)).response).toBe('pending');

    const res = await answer(session, assignmentId, {
      action: 'decline',
      reason: 'Vehicle in for service that week',
    });
    expect(res.json()).toMatchObject({
      state: 'declined',
      response_message: 'Vehicle in for service that week',
    });
    const after = (await memberView(member.session, created.request.id)).json();
    expect(after.confirmation_status).toBe('declined');
    expect(after.provider_response).toBe(
      `${provider.name} declined: Vehicle in for service that week`,
    );
  });

  it("refuses another provider's request with 404, and leaves it untouched", async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    const [mine, theirs] = created.providers;
    const theirAssignment = await chooseProvider(t, member.session, created, theirs!.id);
    const { session } = await providerAccount(t, mine!.id);

    const res = await answer(session, theirAssignment, { action: 'confirm' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await assignmentRow(t, theirAssignment)).response).toBe('pending');
    expect((await answer(session, 'not-a-uuid', { action: 'confirm' })).statusCode).toBe(404);
    const listed = (await list(session)).json() as ProviderRequestsList;
    expect(listed.assignments.map((a) => a.assignment_id)).not.toContain(theirAssignment);
  });

  it('shows requests another provider took as closed', async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/auto-assign`,
      headers: bearer(member.session),
    });
    const [first, second] = created.providers;
    const firstAccount = await providerAccount(t, first!.id);
    const secondAccount = await providerAccount(t, second!.id);
    const firstOpen = (await list(firstAccount.session)).json() as ProviderRequestsList;
    const mine = firstOpen.assignments.find((a) => a.request.id === created.request.id)!;
    expect(
      (await answer(firstAccount.session, mine.assignment_id, { action: 'confirm' })).statusCode,
    ).toBe(200);

    const secondList = (await list(secondAccount.session)).json() as ProviderRequestsList;
    const theirs = secondList.assignments.find((a) => a.request.id === created.request.id)!;
    expect(theirs).toMatchObject({ state: 'closed', response: 'withdrawn' });
    const late = await answer(secondAccount.session, theirs.assignment_id, { action: 'confirm' });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('LINK_CLOSED');
  });

  it('is for provider accounts only', async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    const assignmentId = await chooseProvider(t, member.session, created);
    const staff = await accountWithRole(t, 'staff');
    const unlinked = await accountWithRole(t, 'provider');

    for (const session of [member.session, staff.session]) {
      const res = await list(session);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await answer(session, assignmentId, { action: 'confirm' })).statusCode).toBe(403);
    }
    expect((await list()).statusCode).toBe(401);
    expect((await answer(undefined, assignmentId, { action: 'confirm' })).statusCode).toBe(401);

    const notLinked = await list(unlinked.session);
    expect(notLinked.statusCode).toBe(403);
    expect(notLinked.json()).toEqual({
      code: 'PROVIDER_NOT_LINKED',
      message: 'Your account is not linked to a provider yet.',
    });
    expect((await answer(unlinked.session, assignmentId, { action: 'confirm' })).statusCode).toBe(
      403,
    );
    expect((await assignmentRow(t, assignmentId)).response).toBe('pending');
  });

  it('offers the concierge address to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/contact' });
    expect(res.json()).toEqual({ concierge_email: t.config.ADMIN_EMAIL });
  });

  // Last: moving the clock past the deadline ends every session of this app.
  it('shows an unanswered request as expired after the deadline and refuses answers', async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    const provider = created.providers[0]!;
    const assignmentId = await chooseProvider(t, member.session, created, provider.id);
    t.clock.advance(t.config.PROVIDER_LINK_HOURS * 3600 + 1);
    const { session } = await providerAccount(t, provider.id);

    const listed = (await list(session)).json() as ProviderRequestsList;
    expect(listed.assignments.find((a) => a.assignment_id === assignmentId)?.state).toBe('expired');
    const res = await answer(session, assignmentId, { action: 'confirm' });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({
      code: 'LINK_EXPIRED',
      message:
        'The time to answer this request has passed. Please contact the Aurum concierge team to respond.',
    });
  });
});
