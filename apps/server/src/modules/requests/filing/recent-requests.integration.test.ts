import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestStatusUpdates, serviceRequests } from '../../../db/schema/requests';
import { bearer, confirmedMember } from '../../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app';

describe.each(databaseKinds)('a member recent requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers the newest 3 of the member own requests only', async () => {
    const { session } = await confirmedMember(t);
    const other = await confirmedMember(t);
    const base = t.clock.now().getTime();
    await t.db.insert(serviceRequests).values([
      ...['driver', 'chef', 'villa', 'yacht'].map((serviceType, i) => ({
        userId: session.user.id,
        serviceType,
        description: `${serviceType} request`,
        createdAt: new Date(base + i * 1000),
      })),
      {
        userId: other.session.user.id,
        serviceType: 'security',
        description: 'Not yours',
        createdAt: new Date(base + 9000),
      },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests?limit=3',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { service_type: string }) => r.service_type)).toEqual([
      'yacht',
      'villa',
      'chef',
    ]);
    expect(Object.keys(res.json()[0]).sort()).toEqual(
      [
        'confirmation_status',
        'created_at',
        'description',
        'id',
        'latest_update_status',
        'preferred_date',
        'service_type',
        'status',
      ].sort(),
    );
    expect(res.json()[0]).toMatchObject({ status: 'pending', latest_update_status: null });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests?limit=lots',
      headers: bearer(session),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be a number');
  });

  it('tells the displayed status: the newest progress entry of the timeline, not a note', async () => {
    const { session } = await confirmedMember(t);
    const base = t.clock.now().getTime();
    const [request] = await t.db
      .insert(serviceRequests)
      .values({
        userId: session.user.id,
        serviceType: 'chef',
        description: 'Dinner for six',
        status: 'in_progress',
        createdAt: new Date(base),
      })
      .returning({ id: serviceRequests.id });
    await t.db.insert(requestStatusUpdates).values(
      ['submitted', 'provider_notified', 'note', 'modified'].map((status, i) => ({
        requestId: request!.id,
        message: status,
        status,
        updatedBy: 'system',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests',
      headers: bearer(session),
    });
    expect(res.json()).toEqual([
      expect.objectContaining({ status: 'in_progress', latest_update_status: 'provider_notified' }),
    ]);
  });
});
