import type { Session } from '@aurum/shared/auth/session';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import {
  displayedRequestStatus,
  REQUEST_FILTERS,
  STATUS_TIMELINE_LENGTH,
} from '@aurum/shared/requests/request-status';
import type { RequestStatusPage } from '@aurum/shared/requests/request-status-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestStatusUpdates, serviceRequests } from '../../../db/schema/requests';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';

interface Seeded {
  status?: string;
  confirmationStatus?: string;
  /** Timeline statuses, oldest first. */
  timeline?: string[];
  /** Seconds after the start; equal values make requests filed at the same instant. */
  at: number;
}

describe.each(databaseKinds)('/request-status pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Requests of a member written straight to the database (no monthly limit, chosen times). */
  async function seed(session: Session, requests: Seeded[]) {
    const start = t.clock.now().getTime();
    const ids: string[] = [];
    for (const [index, request] of requests.entries()) {
      const [row] = await t.db
        .insert(serviceRequests)
        .values({
          userId: session.user.id,
          serviceType: 'private_chef',
          description: `Request ${index}`,
          status: request.status ?? 'pending',
          confirmationStatus: request.confirmationStatus ?? 'confirming',
          createdAt: new Date(start + request.at * 1000),
        })
        .returning({ id: serviceRequests.id });
      const timeline = request.timeline ?? ['submitted'];
      if (timeline.length > 0) {
        await t.db.insert(requestStatusUpdates).values(
          timeline.map((status, i) => ({
            requestId: row!.id,
            message: `${status} ${i}`,
            status,
            updatedBy: 'system',
            createdAt: new Date(start + request.at * 1000 + i * 60_000),
          })),
        );
      }
      ids.push(row!.id);
    }
    return ids;
  }

  const details = (session: Session, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/service-requests/details${query}`,
      headers: bearer(session),
    });

  /** Every page, following next_cursor. */
  async function allPages(session: Session, query: string) {
    const pages: RequestStatusPage[] = [];
    let cursor: string | null = '';
    do {
      const res = await details(session, `?${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as RequestStatusPage;
      pages.push(page);
      cursor = page.next_cursor;
    } while (cursor && pages.length < 20);
    return pages;
  }

  it('pages newest first, every request once, also those filed at the same instant', async () => {
    const { session } = await confirmedMember(t);
    const other = await confirmedMember(t);
    const ids = await seed(session, [{ at: 1 }, { at: 2 }, { at: 2 }, { at: 2 }, { at: 3 }]);
    await seed(other.session, [{ at: 4 }]);

    const pages = await allPages(session, 'limit=2');
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    const paged = pages.flatMap((page) => page.items.map((item) => item.id));
    const whole = ((await details(session)).json() as ServiceRequestDetail[]).map((r) => r.id);
    expect(paged).toEqual(whole);
    expect(new Set(paged)).toEqual(new Set(ids));
  });

  it('keeps the whole list, with whole timelines, for callers that do not page', async () => {
    const { session } = await confirmedMember(t);
    const timeline = ['submitted', 'provider_notified', 'note', 'note', 'note', 'note', 'note'];
    await seed(session, [{ at: 1, timeline }]);
    const res = await details(session);
    expect(res.statusCode).toBe(200);
    const [request] = res.json() as ServiceRequestDetail[];
    expect(request!.updates).toHaveLength(timeline.length);
  });

  it('sends the timeline a card shows, and the status only the whole timeline knows', async () => {
    const { session } = await confirmedMember(t);
    const timeline = ['submitted', 'manual_review', 'note', 'modified', 'note', 'note', 'note'];
    const [id] = await seed(session, [{ at: 1, timeline }]);
    const { items } = (await details(session, '?limit=5')).json() as RequestStatusPage;
    const [item] = items;
    expect(item!.updates).toHaveLength(STATUS_TIMELINE_LENGTH);
    expect(item!.updates.map((update) => update.message)).toEqual(
      ['note 6', 'note 5', 'note 4', 'modified 3', 'note 2'].slice(0, STATUS_TIMELINE_LENGTH),
    );
    expect(item).toMatchObject({
      updates_count: timeline.length,
      latest_update_status: 'manual_review',
      response_promise: { waiting_on: 'concierge', due_at: null, overdue: false },
    });
    // The same request read whole agrees.
    const whole = await t.app.inject({
      method: 'GET',
      url: `/api/service-requests/${id}`,
      headers: bearer(session),
    });
    expect(whole.json()).toMatchObject({ response_promise: item!.response_promise });
    expect(whole.json().updates).toHaveLength(timeline.length);
  });

  it('filters by the status the member sees, as the filter buttons do', async () => {
    const { session } = await confirmedMember(t);
    const kinds: Seeded[] = [
      { at: 1 },
      { at: 2, timeline: ['submitted', 'provider_notified'] },
      { at: 3, status: 'in_progress' },
      { at: 4, confirmationStatus: 'confirmed' },
      { at: 5, status: 'in_progress', confirmationStatus: 'confirmed' },
      { at: 6, confirmationStatus: 'declined' },
      { at: 7, status: 'completed', confirmationStatus: 'confirmed' },
      { at: 8, status: 'cancelled', confirmationStatus: 'declined' },
      { at: 9, confirmationStatus: 'pending', timeline: [] },
    ];
    await seed(session, kinds);
    const shown = (item: RequestStatusPage['items'][number]) =>
      displayedRequestStatus({ ...item, latest_update_status: item.latest_update_status });
    const expected: Record<string, (status: string) => boolean> = {
      all: () => true,
      pending: (status) => status === 'Pending' || status === 'Awaiting Confirmation',
      confirmed: (status) => status === 'Confirmed',
      declined: (status) => status === 'Declined',
    };
    const all = (await allPages(session, 'filter=all&limit=4')).flatMap((page) => page.items);
    expect(all).toHaveLength(kinds.length);
    for (const filter of REQUEST_FILTERS) {
      const items = (await allPages(session, `filter=${filter}&limit=2`)).flatMap((p) => p.items);
      expect(
        items.map((item) => item.id),
        filter,
      ).toEqual(all.filter((item) => expected[filter]!(shown(item))).map((item) => item.id));
    }
  });

  it('answers 400 for a bad limit, filter or cursor', async () => {
    const { session } = await confirmedMember(t);
    const cases: [string, string][] = [
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=lots', 'limit must be a number'],
      ['?filter=everything', 'Choose a valid filter'],
      ['?cursor=not-a-cursor', 'The cursor is not valid'],
    ];
    for (const [query, message] of cases) {
      const res = await details(session, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
