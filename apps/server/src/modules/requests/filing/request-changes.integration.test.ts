import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { PROVIDER_LINK_MESSAGES } from '@aurum/shared/provider/provider-messages';
import { TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DINING_PROVIDERS } from '../../../db/catalogue/providers-dining';
import { AppError } from '../../../platform/errors';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import {
  fileRequest,
  linkTokens,
  mailsTo,
  respondByLink,
  seedProviders,
} from '../../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';
import { candidateProviders } from '../../providers/providers.service';
import type { RequestDraft } from './request-filing';
import type { RequestChange } from './member-changes';
import { instanceFor } from '../../../test/two-instances';

type Session = Parameters<typeof bearer>[0];
const DINING_EMAILS = new Set(DINING_PROVIDERS.map((provider) => provider.contactEmail));
const CAPE_TOWN_TABLES = 'bookings@tablemountaintables.example.co.za';

/** "A table for 2 tonight at 8pm" as the assistant files it. */
const TABLE: RequestDraft = {
  serviceType: 'other',
  description: 'A table for two at The Test Kitchen',
  preferredDate: new Date('2026-12-18T18:00:00Z'),
  preferredTimeSet: true,
  location: 'Cape Town',
  specialRequests: null,
  partySize: 2,
  dining: true,
};

describe.each(databaseKinds)('restaurant tables and changed requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const requests = () => t.services.requests;

  /** A black-tier member (no monthly limit in the way). */
  const member = async () => {
    const { session } = await confirmedMember(t);
    await t.db.execute(
      sql`update profiles set membership_tier = 'black' where id = ${session.user.id}`,
    );
    return session;
  };

  /** Files a draft the way the assistant does, matched at once. */
  const fileNow = async (session: Session, draft: RequestDraft = TABLE) => {
    const filed = await t.db.transaction((tx) =>
      requests().fileWithin(tx, session.user.id, draft, { by: 'member', matchNow: true }),
    );
    requests().filed(session.user.id);
    return filed.requestId;
  };

  const view = async (session: Session, id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/service-requests/${id}`,
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ServiceRequestDetail;
  };

  const change = async (session: Session, id: string, edit: RequestChange, on = t) => {
    try {
      return await on.db.transaction((tx) =>
        on.services.requests.changeWithin(tx, session.user.id, id, edit, t.clock.now()),
      );
    } finally {
      on.services.requests.changed(session.user.id);
    }
  };

  const cancel = async (session: Session, id: string, on = t) => {
    try {
      return await on.db.transaction((tx) =>
        on.services.requests.cancelWithin(tx, session.user.id, id, t.clock.now()),
      );
    } finally {
      on.services.requests.changed(session.user.id);
    }
  };

  /** The newest e-mail about the request to an address. */
  const latestMailAbout = async (to: string, requestId: string) =>
    (await mailsTo(t, to)).find((mail) => mail.text.includes(requestId));

  const assignmentRows = (requestId: string) =>
    t.db.execute(sql`select p.contact_email as email, a.response from provider_assignments a
      join service_providers p on p.id = a.provider_id where a.request_id = ${requestId}`);
  const rowsOf = (result: unknown) =>
    ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as {
      email: string;
      response: string;
    }[];

  it('stores and shows a table’s party size, and asks only dining providers', async () => {
    const session = await member();
    const id = await fileNow(session);
    const detail = await view(session, id);
    expect(detail).toMatchObject({ service_type: 'other', dining: true, party_size: 2 });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests/details?limit=5',
      headers: bearer(session),
    });
    expect(page.json().items[0]).toMatchObject({ id, dining: true, party_size: 2 });

    const asked = rowsOf(await assignmentRows(id));
    expect(asked.length).toBeGreaterThan(0);
    for (const row of asked) expect(DINING_EMAILS).toContain(row.email);
    const mail = await latestMailAbout(CAPE_TOWN_TABLES, id);
    expect(mail?.subject).toBe('New Aurum request: Restaurant table in Cape Town');
    expect(mail?.text).toContain('Party size: 2');
    expect(mail?.text).toContain('Service: Restaurant table');
    // The provider's link page shows the party too.
    const { confirm } = linkTokens(mail!.text);
    const linkView = await t.app.inject({
      method: 'GET',
      url: `/api/provider-links/view?token=${confirm}`,
    });
    expect(linkView.json().request).toMatchObject({ party_size: 2, dining: true });
  });

  it('never offers or asks a dining provider for an ordinary other request', async () => {
    const session = await member();
    const created = await fileRequest(t, session, {
      service_type: 'other',
      description: 'Art advisory for a new gallery wall',
      location: 'Cape Town',
    });
    expect(created.request).toMatchObject({ dining: false, party_size: null });
    expect(created.providers.length).toBeGreaterThan(0);
    const diningNames = new Set(DINING_PROVIDERS.map((provider) => provider.name));
    for (const provider of created.providers) expect(diningNames).not.toContain(provider.name);

    const id = await fileNow(session, { ...TABLE, dining: false, partySize: null });
    for (const row of rowsOf(await assignmentRows(id))) {
      expect(DINING_EMAILS).not.toContain(row.email);
    }
    // The one matching rule, as the assistant and staff call it.
    const tables = await candidateProviders(t.db, 'other', 'Johannesburg', { dining: true });
    expect(tables.map((provider) => provider.name)).toEqual([
      'Jozi Dining Desk',
      "The Maître d' Network",
    ]);
  });

  it('asks the same providers again when the member changes the request', async () => {
    const session = await member();
    const id = await fileNow(session);
    const before = await latestMailAbout(CAPE_TOWN_TABLES, id);
    const old = linkTokens(before!.text);
    const askedBefore = rowsOf(await assignmentRows(id)).map((row) => row.email);

    t.clock.advance(15 * 60);
    const outcome = await change(session, id, {
      partySize: 4,
      preferredDate: new Date('2026-12-19T17:30:00Z'),
      preferredTimeSet: true,
    });
    expect(outcome).toEqual({ requestId: id, providersTold: askedBefore.length });

    const detail = await view(session, id);
    expect(detail).toMatchObject({
      party_size: 4,
      preferred_date: '2026-12-19T17:30:00.000Z',
      location: 'Cape Town',
      description: TABLE.description,
      dining: true,
    });
    expect(detail.updates[0]).toMatchObject({
      message: TIMELINE_MESSAGES.modified,
      updated_by: 'member',
    });
    // The response clock restarted at the change (black tier: 30 minutes).
    expect(detail.response_promise?.due_at).toBe(
      new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
    );

    const after = await latestMailAbout(CAPE_TOWN_TABLES, id);
    expect(after?.subject).toBe('Changed Aurum request: Restaurant table in Cape Town');
    expect(after?.text).toContain('Party size: 4');
    expect(after?.text).toContain('The member changed a request');
    const fresh = linkTokens(after!.text);
    expect(fresh.confirm).not.toBe(old.confirm);

    const rows = rowsOf(await assignmentRows(id));
    expect(
      rows
        .filter((row) => row.response === 'pending')
        .map((row) => row.email)
        .sort(),
    ).toEqual([...askedBefore].sort());
    expect(rows.filter((row) => row.response === 'withdrawn')).toHaveLength(askedBefore.length);

    const stale = await respondByLink(t, old.confirm, { action: 'confirm' });
    expect(stale.statusCode).toBe(410);
    expect(stale.json()).toEqual({ code: 'LINK_CLOSED', message: PROVIDER_LINK_MESSAGES.closed });
    expect((await respondByLink(t, fresh.confirm, { action: 'confirm' })).statusCode).toBe(200);
    expect((await view(session, id)).confirmation_status).toBe('confirmed');
  });

  it('re-notifies through the Modify screen too, keeping the party size and the table', async () => {
    const session = await member();
    const id = await fileNow(session);
    t.clock.advance(60);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/service-requests/${id}`,
      headers: bearer(session),
      payload: {
        service_type: 'other',
        description: 'A table for two at The Test Kitchen, by the window',
        preferred_date: '2026-12-18',
        preferred_time: '20:30',
        location: 'Cape Town',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ party_size: 2, dining: true });
    const mail = await latestMailAbout(CAPE_TOWN_TABLES, id);
    expect(mail?.subject).toBe('Changed Aurum request: Restaurant table in Cape Town');
    expect(mail?.text).toContain('by the window');
    expect(mail?.text).toContain('Party size: 2');
  });

  it('tells the asked providers it is off when Modify makes it another service', async () => {
    const session = await member();
    const created = await fileRequest(t, session);
    const id = created.request.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${id}/auto-assign`,
      headers: bearer(session),
    });
    const asked = rowsOf(await assignmentRows(id));
    expect(asked.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/service-requests/${id}`,
      headers: bearer(session),
      payload: {
        service_type: 'private_chef',
        description: 'Dinner for six',
        location: 'Cape Town',
      },
    });
    expect(res.statusCode).toBe(200);
    for (const row of asked) {
      const mail = await latestMailAbout(row.email, id);
      expect(mail?.subject).toBe('Cancelled Aurum request: Private Chef in Cape Town');
    }
    const after = rowsOf(await assignmentRows(id));
    expect(after.filter((row) => row.response === 'pending')).toHaveLength(0);
    expect(res.json().response_promise).toMatchObject({ waiting_on: 'concierge' });
  });

  it('tells the asked providers when the member cancels, with no links', async () => {
    const session = await member();
    const id = await fileNow(session);
    const { confirm } = linkTokens((await latestMailAbout(CAPE_TOWN_TABLES, id))!.text);
    expect(await cancel(session, id)).toMatchObject({ requestId: id });
    const mail = await latestMailAbout(CAPE_TOWN_TABLES, id);
    expect(mail?.subject).toBe('Cancelled Aurum request: Restaurant table in Cape Town');
    expect(mail?.text).toContain('The member cancelled');
    expect(mail?.text).not.toMatch(/Confirm: |Decline: /);
    const detail = await view(session, id);
    expect(detail.status).toBe('cancelled');
    expect(detail.response_promise).toBeNull();
    expect(detail.updates[0]?.message).toBe(TIMELINE_MESSAGES.cancelled);
    expect((await respondByLink(t, confirm, { action: 'confirm' })).statusCode).toBe(410);
    // Nothing more to change or cancel.
    await expect(cancel(session, id)).rejects.toMatchObject({ code: 'REQUEST_NOT_PENDING' });
    await expect(change(session, id, { partySize: 3 })).rejects.toMatchObject({ status: 409 });
  });

  it('never changes or cancels another member’s request, and writes nothing', async () => {
    const owner = await member();
    const stranger = await member();
    const id = await fileNow(owner);
    const before = await view(owner, id);
    const mailsBefore = (await mailsTo(t, CAPE_TOWN_TABLES)).length;
    for (const attempt of [
      () => change(stranger, id, { partySize: 8, location: 'Durban' }),
      () => cancel(stranger, id),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/service-requests/${id}/cancel`,
      headers: bearer(stranger),
    });
    expect(res.statusCode).toBe(404);
    expect(await view(owner, id)).toEqual(before);
    expect((await mailsTo(t, CAPE_TOWN_TABLES)).length).toBe(mailsBefore);
  });

  it('refuses a party size that is no number of people', async () => {
    const session = await member();
    const id = await fileNow(session);
    await expect(change(session, id, { partySize: 0 })).rejects.toMatchObject({ status: 400 });
    await expect(fileNow(session, { ...TABLE, partySize: 2.5 })).rejects.toMatchObject({
      status: 400,
    });
    expect((await view(session, id)).party_size).toBe(2);
  });

  it('settles 20 concurrent changes and cancellations of one request one by one', async () => {
    const session = await member();
    const id = await fileNow(session);
    const asked = rowsOf(await assignmentRows(id)).length;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, async (_, i) => {
        const on = await instanceFor(t, i);
        return i % 5 === 2
          ? cancel(session, id, on)
          : change(session, id, { partySize: i + 1 }, on);
      }),
    );
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('REQUEST_NOT_PENDING');
    }
    const detail = await view(session, id);
    expect(detail.status).toBe('cancelled');
    const cancelled = detail.updates.filter((u) => u.status === 'cancelled');
    const modified = detail.updates.filter((u) => u.status === 'modified');
    expect(cancelled).toHaveLength(1);
    expect(modified.length + cancelled.length).toBe(20 - refused.length);
    // Every round withdrew the last: nobody is still asked, nobody was asked twice at once.
    const rows = rowsOf(await assignmentRows(id));
    expect(rows.filter((row) => row.response === 'pending')).toHaveLength(0);
    expect(rows).toHaveLength(asked * (modified.length + 1));
  });
});
