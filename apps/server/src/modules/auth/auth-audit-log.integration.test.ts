import type { AuditLogPage } from '@aurum/shared/auth/sessions-contract';
import type { Session } from '@aurum/shared/auth/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember } from '../../test/auth-fixtures';
import { IPHONE, MAC_CHROME, signInFrom } from '../../test/session-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const auditPage = (t: TestApp, session: Session, query = '') =>
  t.app.inject({ method: 'GET', url: `/auth/v1/audit${query}`, headers: bearer(session) });

const failedSignIn = (t: TestApp, email: string, userAgent: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers: { 'user-agent': userAgent },
    remoteAddress: '41.13.5.9',
    payload: { email, password: 'Wrong-Password-1!' },
  });

describe.each(databaseKinds)('the member’s own audit log on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the member’s own events newest first, labelled, with device and time, paged', async () => {
    const { email } = await confirmedMember(t);
    t.clock.advance(60);
    expect((await failedSignIn(t, email, IPHONE)).statusCode).toBe(400);
    t.clock.advance(60);
    const laptop = await signInFrom(t, email, MAC_CHROME);

    const first = await auditPage(t, laptop, '?page=1&per_page=2');
    expect(first.statusCode).toBe(200);
    const page = first.json() as AuditLogPage;
    // signup, email_confirmed, signin (the fixture's), signin_failed, signin (the laptop's).
    expect(page).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        event: 'signin',
        label: 'Signed in',
        device: 'Chrome on macOS',
        created_at: t.clock.now().toISOString(),
        failed: false,
      },
      expect.objectContaining({
        event: 'signin_failed',
        label: 'Failed sign-in attempt',
        device: 'Safari on iOS 17.1',
        failed: true,
      }),
    ]);
    // The fixture's three events share one moment; paging keeps one order (no row twice).
    const rest = [];
    for (const number of [2, 3]) {
      const next = (
        await auditPage(t, laptop, `?page=${number}&per_page=2`)
      ).json() as AuditLogPage;
      rest.push(...next.items);
    }
    expect(rest.map((item) => item.event).sort()).toEqual(['email_confirmed', 'signin', 'signup']);
    expect(new Set([...page.items, ...rest].map((item) => item.id)).size).toBe(5);
    expect(rest.find((item) => item.event === 'signup')!.device).toBe('Unknown device');
    const beyond = (await auditPage(t, laptop, '?page=9')).json() as AuditLogPage;
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9, per_page: 20 });
    // Nothing typed or where from: no e-mail address, no IP address.
    const body = (await auditPage(t, laptop)).body;
    expect(body).not.toContain(email);
    expect(body).not.toContain('41.13.5.9');
  });

  it('never shows another member’s rows, nor an attempt on an unknown address', async () => {
    const owner = await confirmedMember(t);
    const other = await confirmedMember(t);
    expect((await failedSignIn(t, owner.email, IPHONE)).statusCode).toBe(400);
    expect((await failedSignIn(t, 'nobody@example.co.za', IPHONE)).statusCode).toBe(400);
    const mine = (await auditPage(t, other.session)).json() as AuditLogPage;
    expect(mine.total).toBe(3);
    expect(mine.items.map((item) => item.event)).not.toContain('signin_failed');
    const owners = (await auditPage(t, owner.session)).json() as AuditLogPage;
    expect(owners.items.filter((item) => item.event === 'signin_failed')).toHaveLength(1);
  });

  it('answers 400 to bad paging and 401 without a session', async () => {
    const { session } = await confirmedMember(t);
    for (const query of [
      '?page=0',
      '?page=abc',
      '?page=1.5',
      '?per_page=0',
      '?per_page=101',
      '?page=-1',
      '?page=99999999999',
    ]) {
      const res = await auditPage(t, session, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/audit' })).statusCode).toBe(401);
  });
});
