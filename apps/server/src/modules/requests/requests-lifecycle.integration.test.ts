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

type Session = Parameters<typeof bearer>[0];

describe.each(databaseKinds)('a concierge request from filing to confirmation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const get = (session: Session, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/service-requests/${id}`, headers: bearer(session) });

  it('files a request, offers providers, e-mails the chosen one and shows the confirmation', async () => {
    const { session } = await confirmedMember(t, 'Thabo Nkosi');
    const created = await fileRequest(t, session);
    expect(created.request).toMatchObject({
      service_type: 'personal_driver',
      status: 'pending',
      confirmation_status: 'confirming',
      preferred_time_set: true,
      preferred_date: '2026-12-18T07:30:00.000Z',
    });
    expect(created.request.updates[0]).toMatchObject({ status: 'pending', updated_by: 'member' });
    expect(created.providers.length).toBeGreaterThan(0);
    expect(created.providers.length).toBeLessThanOrEqual(10);
    expect(created.providers.every((p) => p.service_type === 'personal_driver')).toBe(true);
    expect(created.providers.every((p) => ['Cape Town', 'National'].includes(p.location))).toBe(
      true,
    );
    const ratings = created.providers.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const admin = await mailsTo(t, t.config.ADMIN_EMAIL);
    expect(admin[0]?.subject).toBe('New concierge request from Thabo Nkosi');

    const provider = created.providers[0]!;
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/provider`,
      headers: bearer(session),
      payload: { provider_id: provider.id },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().provider.name).toBe(provider.name);
    expect(chosen.json().updates[0].status).toBe('provider_notified');

    const providerEmail = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' }))
      .json()
      .find((m: { subject: string }) => m.subject.startsWith('New Aurum request'));
    expect(providerEmail.text).toContain('within 2 hours');
    const { confirm } = linkTokens(providerEmail.text);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/provider-links/view?token=${confirm}`,
    });
    expect(view.json()).toMatchObject({
      action: 'confirm',
      state: 'open',
      provider_name: provider.name,
    });

    const answer = await respondByLink(t, confirm, { action: 'confirm', message: 'Quote R1,450.' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().state).toBe('confirmed');
    const after = (await get(session, created.request.id)).json();
    expect(after).toMatchObject({ confirmation_status: 'confirmed' });
    expect(after.provider_response).toBe(`${provider.name} confirmed your request. Quote R1,450.`);

    const again = await respondByLink(t, confirm, { action: 'confirm' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request has already been answered with this link.');
  });

  it('auto-assigns the best matches, and a decline with a reason shows on the request', async () => {
    const { session } = await confirmedMember(t);
    const created = await fileRequest(t, session, {
      service_type: 'private_chef',
      location: 'Franschhoek',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/auto-assign`,
      headers: bearer(session),
    });
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Automated Match Found',
      fallbackToManual: false,
    });
    const notified = res.json().emailsSent as number;
    expect(notified).toBe(Math.min(3, created.providers.length));

    const emails = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' }))
      .json()
      .filter(
        (m: { text: string }) => m.text.includes(created.request.id) && m.text.includes('Decline:'),
      );
    expect(emails).toHaveLength(notified);
    for (const email of emails) {
      const reply = await respondByLink(t, linkTokens(email.text).decline, {
        action: 'decline',
        reason: 'Fully booked that evening',
      });
      expect(reply.statusCode).toBe(200);
    }
    const after = (await get(session, created.request.id)).json();
    expect(after.confirmation_status).toBe('declined');
    expect(after.provider_response).toContain('Fully booked that evening');
    expect(after.updates[0].status).toBe('declined');
  });

  it('falls back to staff when nothing matches', async () => {
    const { session } = await confirmedMember(t);
    const created = await fileRequest(t, session, {
      service_type: 'yacht_charter',
      location: 'Bloemfontein',
    });
    expect(created.providers.every((p) => p.location === 'National')).toBe(true);
    await t.db.execute(
      (await import('drizzle-orm'))
        .sql`update service_providers set is_active = false where service_type = 'yacht_charter'`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/auto-assign`,
      headers: bearer(session),
    });
    expect(res.json()).toEqual({
      success: false,
      message: 'Request Received',
      emailsSent: 0,
      providersMatched: 0,
      fallbackToManual: true,
    });
    const staff = await mailsTo(t, t.config.ADMIN_EMAIL);
    expect(staff[0]?.subject).toMatch(/^Manual assistance needed/);
  });

  it('matches by itself when the member neither chooses nor skips', async () => {
    const { session } = await confirmedMember(t);
    const created = await fileRequest(t, session, {
      service_type: 'security',
      location: 'Sandton',
    });
    await t.services.jobs.drain();
    expect((await get(session, created.request.id)).json().updates).toHaveLength(1);
    t.clock.advance(15 * 60);
    await t.services.jobs.drain();
    const after = (await get(session, created.request.id)).json();
    expect(after.updates[0]).toMatchObject({ status: 'provider_notified', updated_by: 'system' });
    // Choosing now is refused: providers were already asked.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/auto-assign`,
      headers: bearer(session),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PROVIDER_ALREADY_ASKED');
  });

  it('lets the member modify and cancel while pending, and not after', async () => {
    const { session } = await confirmedMember(t);
    const created = await fileRequest(t, session);
    const modified = await t.app.inject({
      method: 'PATCH',
      url: `/api/service-requests/${created.request.id}`,
      headers: bearer(session),
      payload: {
        service_type: 'personal_driver',
        description: 'Pickup at 10:00 instead',
        preferred_date: '2026-12-19',
      },
    });
    expect(modified.json()).toMatchObject({
      description: 'Pickup at 10:00 instead',
      preferred_time_set: false,
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/cancel`,
      headers: bearer(session),
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${created.request.id}/cancel`,
      headers: bearer(session),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REQUEST_NOT_PENDING');
  });
});
