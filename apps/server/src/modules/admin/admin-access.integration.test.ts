import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaffAccount } from '../../cli/staff-account';
import { SealedBox } from '../../platform/crypto/sealed-box';
import { TEST_TOTP_SECRET } from '../../test/two-factor-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { signedInAs } from '../../test/admin-fixtures';

const ID = '2f0a8c1e-6b7d-4e3f-9a21-5c4d3e2f1a0b';

/** Every route of the staff console, with a body it would accept from staff. */
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: object][] = [
  ['GET', '/api/admin/requests'],
  ['GET', `/api/admin/requests/${ID}`],
  ['POST', `/api/admin/requests/${ID}/assign`, { providerId: ID, assignedBy: 'manual' }],
  ['PUT', `/api/admin/requests/${ID}/notes`, { admin_notes: 'Call the member' }],
  ['POST', `/api/admin/requests/${ID}/status`, { status: 'in_progress' }],
  ['GET', '/api/admin/providers'],
  ['POST', '/api/admin/providers', { name: 'X' }],
  ['GET', `/api/admin/providers/${ID}`],
  ['PATCH', `/api/admin/providers/${ID}`, { name: 'New name' }],
  ['POST', `/api/admin/providers/${ID}/deactivate`],
  ['POST', `/api/admin/providers/${ID}/activate`],
  ['POST', `/api/admin/providers/${ID}/account`, { email: 'a@b.co' }],
  ['GET', '/api/admin/categories'],
  ['POST', '/api/admin/categories', { name: 'Wellness' }],
  ['PATCH', `/api/admin/categories/${ID}`, { name: 'Wellness' }],
  ['GET', '/api/admin/members'],
  ['GET', '/api/admin/outbox'],
  ['POST', `/api/admin/outbox/${ID}/retry`],
];

describe.each(databaseKinds)('who may use /api/admin on %s', (kind) => {
  let t: TestApp;
  let member: Record<string, string>;
  let provider: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = (await signedInAs(t, 'member')).headers;
    provider = (await signedInAs(t, 'provider')).headers;
    staff = (await signedInAs(t, 'staff')).headers;
  });
  afterAll(() => t.close());

  const call = (
    [method, url, body]: (typeof ROUTES)[number],
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, headers, payload: body ?? (method === 'GET' ? undefined : {}) });

  it.each(ROUTES)('%s %s is 401 signed out and 403 for members and providers', async (...route) => {
    const signedOut = await call(route);
    expect(signedOut.statusCode).toBe(401);
    for (const headers of [member, provider]) {
      const res = await call(route, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have access to this area.',
      });
    }
  });

  it('lets staff through on every route (an answer other than 401 and 403)', async () => {
    for (const route of ROUTES) {
      const res = await call(route, staff);
      expect([401, 403], `${route[0]} ${route[1]}`).not.toContain(res.statusCode);
    }
  });

  it('makes a member staff at once: the role is read with the session', async () => {
    const account = await signedInAs(t, 'member');
    expect((await call(ROUTES[0]!, account.headers)).statusCode).toBe(403);
    // The staff CLI's promotion; its NOTIFY tells every instance's session cache (ADR 017).
    // With an authenticator app: the console opens only for staff with a factor (ADR 052).
    await createStaffAccount(
      t.db,
      { email: account.email, promote: true, totpSecret: TEST_TOTP_SECRET },
      t.clock.now(),
      new SealedBox(t.config.DATA_ENCRYPTION_KEY),
    );
    await vi.waitFor(
      async () => expect((await call(ROUTES[0]!, account.headers)).statusCode).toBe(200),
      { timeout: 10_000 },
    );
  });
});
