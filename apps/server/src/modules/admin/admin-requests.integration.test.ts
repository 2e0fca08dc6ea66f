import {
  ADMIN_REQUEST_MESSAGES,
  type AdminServiceRequestDetail,
  type RequestCandidate,
  type RequestQueuePage,
} from '@aurum/shared/admin/requests-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import {
  fileRequest,
  linkTokens,
  mailsTo,
  respondByLink,
  seedProviders,
} from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { adminApi, signedInAs } from '../../test/admin-fixtures';

type Session = Parameters<typeof bearer>[0];
type Api = ReturnType<typeof adminApi>;

describe.each(databaseKinds)('the staff request queue and manual assignment on %s', (kind) => {
  let t: TestApp;
  let api: Api;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
    api = adminApi(t, (await signedInAs(t, 'staff')).headers);
  });
  afterAll(() => t.close());

  const memberView = async (session: Session, id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/service-requests/${id}`,
        headers: bearer(session),
      })
    ).json();
  const queue = async (query: string) =>
    (await api.get(`/requests?${query}`)).json() as RequestQueuePage;
  const driver = async (type = 'personal_driver', location = 'Cape Town') => {
    const providers = (await api.get(`/providers?service_type=${type}&active=true`)).json();
    return providers.find((p: { location: string }) => p.location === location) ?? providers[0];
  };

  it('lists requests newest first with their member, filtered, searched and paged', async () => {
    const thabo = await confirmedMember(t, 'Thabo Zulu');
    const lerato = await confirmedMember(t, 'Lerato Dlamini');
    const first = await fileRequest(t, thabo.session, { description: 'Airport run for Thabo' });
    t.clock.advance(1);
    const second = await fileRequest(t, lerato.session, {
      service_type: 'private_chef',
      description: 'Dinner for eight in Camps Bay, 50% vegetarian',
    });
    t.clock.advance(1);
    const third = await fileRequest(t, thabo.session, { description: 'Evening transfer' });

    const all = await queue('');
    expect(all.items.slice(0, 3).map((r) => r.id)).toEqual([
      third.request.id,
      second.request.id,
      first.request.id,
    ]);
    expect(all.items[0]!.member).toMatchObject({ name: 'Thabo Zulu', email: thabo.email });
    expect(all.items[0]!.updates[0]).toMatchObject({ status: 'pending' });

    const chefs = await queue('service_type=private_chef');
    expect(chefs.items.map((r) => r.id)).toEqual([second.request.id]);
    expect((await queue(`q=${encodeURIComponent('LERATO')}`)).items.map((r) => r.id)).toEqual([
      second.request.id,
    ]);
    expect((await queue(`q=${encodeURIComponent(thabo.email)}`)).items).toHaveLength(2);
    expect((await queue('q=airport%20RUN')).items.map((r) => r.id)).toEqual([first.request.id]);
    // % is a character to find, not a wildcard.
    expect((await queue('q=50%25')).items.map((r) => r.id)).toEqual([second.request.id]);
    expect((await queue('q=5%25%25')).items).toHaveLength(0);
    expect((await queue('status=completed')).items).toHaveLength(0);
    expect((await queue('confirmation=confirming')).items.length).toBeGreaterThanOrEqual(3);

    const page1 = await queue('limit=2');
    expect(page1.items.map((r) => r.id)).toEqual([third.request.id, second.request.id]);
    expect(page1.next_cursor).toEqual(expect.any(String));
    const page2 = await queue(`limit=2&cursor=${page1.next_cursor}`);
    expect(page2.items.map((r) => r.id)).toEqual([first.request.id]);
    expect(page2.next_cursor).toBeNull();

    const bad = await api.get('/requests?status=lost&cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect((await api.get('/requests?cursor=abc')).json().message).toBe('The cursor is not valid');
  });

  it('assigns a provider by hand: e-mail with links, member timeline, assignment list', async () => {
    const member = await confirmedMember(t, 'Naledi Khumalo');
    const created = await fileRequest(t, member.session);
    const provider = await driver();
    const res = await api.post(`/requests/${created.request.id}/assign`, {
      serviceRequestId: created.request.id,
      providerId: provider.id,
      providerName: provider.name,
      providerEmail: provider.contact_email,
      serviceType: 'personal_driver',
      assignedBy: 'manual',
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as AdminServiceRequestDetail;
    expect(detail.provider?.name).toBe(provider.name);
    expect(detail.member.name).toBe('Naledi Khumalo');
    expect(detail.assignments).toEqual([
      expect.objectContaining({
        provider_id: provider.id,
        assigned_by: 'manual',
        response: 'pending',
      }),
    ]);

    const [mail] = await mailsTo(t, provider.contact_email);
    expect(mail?.subject).toBe('New Aurum request: Personal Driver in Cape Town');
    expect(mail?.text).toContain(created.request.id);

    const seen = await memberView(member.session, created.request.id);
    expect(seen.provider.name).toBe(provider.name);
    expect(seen.updates[0]).toMatchObject({
      status: 'provider_notified',
      updated_by: 'staff',
      message: `${provider.name} was assigned by the concierge team and asked to confirm.`,
    });

    // The provider confirms through the e-mailed link; a second assignment is then refused.
    const answer = await respondByLink(t, linkTokens(mail!.text).confirm, { action: 'confirm' });
    expect(answer.statusCode).toBe(200);
    const again = await api.post(`/requests/${created.request.id}/assign`, {
      providerId: provider.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REQUEST_CONFIRMED');
  });

  it("ranks providers by the automatic matching's rule and refuses asking one twice", async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session, { location: 'OR Tambo' });
    const res = await api.get(`/requests/${created.request.id}/candidates`);
    expect(res.statusCode).toBe(200);
    const candidates = res.json() as RequestCandidate[];
    // Drivers only; Johannesburg's metro area (OR Tambo is in it) before National, never Cape Town.
    expect(candidates.length).toBeGreaterThan(1);
    expect(new Set(candidates.map((c) => c.service_type))).toEqual(new Set(['personal_driver']));
    const locations = candidates.map((c) => c.location);
    expect(locations).not.toContain('Cape Town');
    expect(locations.at(-1)).toBe('National');
    expect(locations.indexOf('National')).toBeGreaterThan(0);
    expect(candidates.every((c) => !c.already_asked)).toBe(true);

    // Matching asks the best of them; staff then see them as already asked.
    const matched = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/auto-assign`,
      headers: bearer(member.session),
    });
    expect(matched.json().success).toBe(true);
    const after = (await api.get(`/requests/${created.request.id}/candidates`)).json();
    const asked = (after as RequestCandidate[]).filter((c) => c.already_asked);
    expect(asked.map((c) => c.id)).toEqual(candidates.slice(0, asked.length).map((c) => c.id));
    const first = asked[0]!;
    const contact = (await api.get(`/providers?service_type=personal_driver`))
      .json()
      .find((p: { id: string }) => p.id === first.id).contact_email as string;
    const mailsBefore = (await mailsTo(t, contact)).length;

    const again = await api.post(`/requests/${created.request.id}/assign`, {
      providerId: first.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'ALREADY_ASKED',
      message: ADMIN_REQUEST_MESSAGES.alreadyAsked(first.name),
    });
    expect(await mailsTo(t, contact)).toHaveLength(mailsBefore);
  });

  it('withdraws open assignments and reopens a declined request', async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session, {
      service_type: 'private_chef',
      location: 'Franschhoek',
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/auto-assign`,
      headers: bearer(member.session),
    });
    const asked = (
      await api.get(`/requests/${created.request.id}`)
    ).json() as AdminServiceRequestDetail;
    expect(asked.assignments.length).toBeGreaterThan(0);
    const declineLinks = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' }))
      .json()
      .filter(
        (m: { text: string }) => m.text.includes(created.request.id) && m.text.includes('Decline:'),
      );
    for (const m of declineLinks) {
      await respondByLink(t, linkTokens(m.text).decline, {
        action: 'decline',
        reason: 'Fully booked',
      });
    }
    expect((await memberView(member.session, created.request.id)).confirmation_status).toBe(
      'declined',
    );

    const other = (await api.get('/providers?service_type=private_chef&active=true'))
      .json()
      .find((p: { id: string }) => !asked.assignments.some((a) => a.provider_id === p.id));
    const res = await api.post(`/requests/${created.request.id}/assign`, { providerId: other.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      confirmation_status: 'confirming',
      provider_response: null,
    });
    expect((await memberView(member.session, created.request.id)).updates[0].status).toBe(
      'provider_notified',
    );
  });

  it('refuses inactive or unknown providers, closed requests and a mismatched body', async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    const provider = await driver();
    const id = created.request.id;
    await api.post(`/providers/${provider.id}/deactivate`);
    const inactive = await api.post(`/requests/${id}/assign`, { providerId: provider.id });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().code).toBe('PROVIDER_NOT_AVAILABLE');
    await api.post(`/providers/${provider.id}/activate`);

    const unknown = await api.post(`/requests/${id}/assign`, {
      providerId: '2f0a8c1e-6b7d-4e3f-9a21-5c4d3e2f1a0b',
    });
    expect(unknown.statusCode).toBe(404);
    const mismatch = await api.post(`/requests/${id}/assign`, {
      providerId: provider.id,
      serviceRequestId: '2f0a8c1e-6b7d-4e3f-9a21-5c4d3e2f1a0b',
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await api.post(`/requests/${id}/assign`, {})).json().message).toBe(
      'Choose a provider to assign',
    );
    expect((await api.get('/requests/not-a-uuid')).statusCode).toBe(404);

    await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${id}/cancel`,
      headers: bearer(member.session),
    });
    const closed = await api.post(`/requests/${id}/assign`, { providerId: provider.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('REQUEST_CLOSED');
  });

  it('saves admin notes the member sees, with a timeline entry', async () => {
    const member = await confirmedMember(t);
    const created = await fileRequest(t, member.session);
    const id = created.request.id;
    const saved = await api.put(`/requests/${id}/notes`, {
      admin_notes: '  Driver will wait at arrivals with a name board.  ',
    });
    expect(saved.statusCode).toBe(200);
    const seen = await memberView(member.session, id);
    expect(seen.admin_notes).toBe('Driver will wait at arrivals with a name board.');
    expect(seen.updates[0]).toMatchObject({ status: 'note', updated_by: 'staff' });

    // Saving the same text again writes nothing; clearing removes the note.
    await api.put(`/requests/${id}/notes`, {
      admin_notes: 'Driver will wait at arrivals with a name board.',
    });
    expect((await memberView(member.session, id)).updates).toHaveLength(seen.updates.length);
    await api.put(`/requests/${id}/notes`, { admin_notes: '' });
    expect((await memberView(member.session, id)).admin_notes).toBeNull();
    const tooLong = await api.put(`/requests/${id}/notes`, { admin_notes: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('moves a request to in progress and completed, refusing other moves with 409', async () => {
    const member = await confirmedMember(t);
    const { request } = await fileRequest(t, member.session);
    const status = (value: string, reason?: string) =>
      api.post(`/requests/${request.id}/status`, { status: value, reason });

    const early = await status('completed');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INVALID_STATUS_CHANGE');
    expect((await status('in_progress')).json().status).toBe('in_progress');
    expect((await status('in_progress')).statusCode).toBe(409);
    // No provider ever confirmed: completing needs a staff reason, which the timeline records.
    const unconfirmed = await status('completed');
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(ADMIN_REQUEST_MESSAGES.cannotComplete);
    expect((await status('completed', '   ')).statusCode).toBe(409);
    const reason = 'The member arranged the transfer with the hotel directly.';
    expect((await status('completed', reason)).json().status).toBe('completed');
    expect((await status('in_progress')).statusCode).toBe(409);
    expect((await status('cancelled')).statusCode).toBe(400);

    const seen = await memberView(member.session, request.id);
    expect(seen.status).toBe('completed');
    expect(seen.updates.slice(0, 2).map((u: { status: string }) => u.status)).toEqual([
      'completed',
      'in_progress',
    ]);
    expect(seen.updates[0].updated_by).toBe('staff');
    expect(seen.updates[0].message).toBe(ADMIN_REQUEST_MESSAGES.completedWithReason(reason));
  });

  it('completes a confirmed request directly', async () => {
    const member = await confirmedMember(t);
    const { request } = await fileRequest(t, member.session);
    const provider = await driver();
    await api.post(`/requests/${request.id}/assign`, { providerId: provider.id });
    const [mail] = await mailsTo(t, provider.contact_email);
    await respondByLink(t, linkTokens(mail!.text).confirm, { action: 'confirm' });
    const done = await api.post(`/requests/${request.id}/status`, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', confirmation_status: 'confirmed' });
  });
});
