import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/auth';
import { bearer, confirmedMember, signIn } from '../../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { giveTotp } from '../../test/two-factor-fixtures';

describe.each(databaseKinds)('staff and second factors on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function staffWithoutFactor() {
    const account = await confirmedMember(t, 'Thandi Staff');
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, account.session.user.id));
    return account;
  }

  it('keeps the console shut for staff without a second factor, open once they have one', async () => {
    const staff = await staffWithoutFactor();
    const shut = await t.app.inject({ url: '/api/admin/members', headers: bearer(staff.session) });
    expect(shut.statusCode).toBe(403);
    expect(shut.json()).toMatchObject({
      code: 'AUTH_MFA_SETUP_REQUIRED',
      message: TWO_FACTOR_TEXTS.setupRequired,
    });
    // Setting one up is the member's own API, open to them.
    const status = await t.app.inject({ url: '/auth/v1/factors', headers: bearer(staff.session) });
    expect(status.statusCode).toBe(200);
    await giveTotp(t, staff.session.user.id);
    const open = await t.app.inject({ url: '/api/admin/members', headers: bearer(staff.session) });
    expect(open.statusCode).toBe(200);
  });

  it("resets a member's factors after the e-mail is confirmed, audited with the staff id", async () => {
    const staff = await staffWithoutFactor();
    await giveTotp(t, staff.session.user.id);
    const member = await confirmedMember(t, 'Lerato Member');
    await giveTotp(t, member.session.user.id);
    expect((await signIn(t, member.email)).json().mfa_required).toBe(true);
    const reset = (id: string, confirm_email: string, headers = bearer(staff.session)) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/members/${id}/factors/reset`,
        headers,
        payload: { confirm_email },
      });
    // A member cannot; a wrong e-mail, a bad id, an unknown id, and oneself are refused.
    expect(
      (await reset(member.session.user.id, member.email, bearer(member.session))).statusCode,
    ).toBe(403);
    const mismatch = await reset(member.session.user.id, 'someone@example.co.za');
    expect(mismatch.json()).toMatchObject({ code: 'FACTORS_RESET_MISMATCH' });
    expect((await reset('not-a-uuid', member.email)).statusCode).toBe(404);
    expect((await reset('00000000-0000-4000-8000-000000000000', member.email)).statusCode).toBe(
      404,
    );
    expect((await reset(staff.session.user.id, staff.email)).statusCode).toBe(403);
    expect((await signIn(t, member.email)).json().mfa_required).toBe(true);

    const done = await reset(member.session.user.id, member.email.toUpperCase());
    expect(done.statusCode).toBe(200);
    expect((await signIn(t, member.email)).json().access_token).toBeTruthy();
    const [entry] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.event, 'factors_reset_by_staff'));
    expect(entry!.details).toEqual({ staff_id: staff.session.user.id });
  });
});
