import { createDecipheriv, pbkdf2Sync } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DELETION_GRACE_DAYS } from '@aurum/shared/data-rights/data-rights-contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMemberRows } from '../../db/member-owned-tables';
import { rowsOf } from '../../db/client';
import { auditLog } from '../../db/schema/auth';
import { payments } from '../../db/schema/membership';
import { serviceRequests } from '../../db/schema/requests';
import { bearer, GOOD_PASSWORD, signIn } from '../../test/auth-fixtures';
import { userIdOf } from '../../test/marketplace-fixtures';
import { mailsTo, seedProviders } from '../../test/request-fixtures';
import { spaceWith } from '../../test/space-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { REMOVED_TEXT } from '../requests/requests.api';
import { call, memberWithData, VAULT_PASSWORD } from './data-rights-test-helpers';
import { EXPORT_COVERAGE } from './export-coverage';

type Session = Parameters<typeof bearer>[0];

/** The README's recipe: 12-byte IV first, AES-256-GCM, 16-byte tag last, associated data. */
function open(key: Buffer, sealed: Buffer, context: string) {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([
    decipher.update(sealed.subarray(12, sealed.length - 16)),
    decipher.final(),
  ]);
}
const GRACE_SECONDS = DELETION_GRACE_DAYS * 24 * 60 * 60;

describe.each(databaseKinds)('data rights on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const exportOf = async (session: Session) => {
    const res = await call(t, session, 'GET', '/api/data-rights/export');
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const reauthenticate = (session: Session) =>
    call(t, session, 'POST', '/auth/v1/reauthenticate', { password: GOOD_PASSWORD });
  const askDeletion = (session: Session, payload: object = { confirm: true }) =>
    call(t, session, 'POST', '/api/data-rights/deletion', payload);
  const events = async (userId: string | null) =>
    (
      await t.db
        .select({ event: auditLog.event, details: auditLog.details })
        .from(auditLog)
        .where(userId ? eq(auditLog.userId, userId) : sql`${auditLog.userId} is null`)
    ).map((row) => row.event);

  it('exports every area of the member, medical info opened, and no other member', async () => {
    const a = await memberWithData(t, 'Okapi');
    const b = await memberWithData(t, 'Zebra');
    const userA = await userIdOf(t, a.email);
    await spaceWith(t.db, [userA, await userIdOf(t, b.email)]);
    const res = await exportOf(a.session);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="aurum-data-/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(EXPORT_COVERAGE).sort());
    const { data } = body;
    expect(data.account.account).toMatchObject({ email: a.email, name: 'Naledi Khumalo' });
    expect(data.profile.medical_info.allergies).toEqual(['Penicillin', 'Peanuts']);
    expect(data.profile.preferences.length).toBeGreaterThan(0);
    expect(data.requests).toHaveLength(1);
    expect(data.requests[0]).toMatchObject({ id: a.requestId });
    expect(data.requests[0].updates.length).toBeGreaterThan(0);
    expect(data.calendar[0].title).toBe('Dinner Okapi');
    expect(data.calendar_subscription).toEqual([
      { created_at: expect.any(String), revoked_at: null },
    ]);
    expect(data.life_os.smart_home).toMatchObject({
      hub: null,
      devices: [{ name: 'Lamp Okapi', on: false }],
    });
    expect(data.assistant.memory_bank[0].value).toBe('Window Okapi');
    expect(data.legacy_capsules[0]).toMatchObject({ title: 'Letter Okapi', content: null });
    // The journal is sealed at rest and opened for its own member's export.
    expect(data.journal.entries.map((e: { content: string }) => e.content)).toEqual([
      'Dear journal Okapi',
    ]);
    expect(data.journal.entries[0].analysis).toBe('analysed');
    expect(
      data.journal.mood_readings.map((r: { detected_from: string }) => r.detected_from).sort(),
    ).toEqual(['check_in', 'journal']);
    expect(data.life_os.goals).toMatchObject([{ title: 'Goal Okapi', target_value: 10 }]);
    expect(data.life_os.routines).toMatchObject([
      { name: 'Routine Okapi', time: '08:00', completed_on: [expect.any(String)] },
    ]);
    expect(data.reset.sessions[0].actions_completed).toEqual(['auto_replies']);
    expect(data.reset.away_note.note).toMatch(/^Taking time to reset until/);
    expect(data.profile.preferences).toContainEqual({
      category: 'active_persona',
      key: 'current',
      value: '"rest"',
    });
    expect(data.vault.keyring).toMatchObject({ kdf: 'PBKDF2-SHA256' });
    expect(data.vault.items[0]).toMatchObject({
      id: a.itemId,
      file_download: `/api/vault/items/${a.itemId}/file`,
    });
    // The README's recipe opens the vault offline with the vault password alone.
    const { keyring, items } = data.vault;
    const passwordKey = pbkdf2Sync(
      VAULT_PASSWORD,
      Buffer.from(keyring.salt, 'base64'),
      keyring.iterations,
      32,
      'sha256',
    );
    const vaultKey = open(
      passwordKey,
      Buffer.from(keyring.wrappedKey, 'base64'),
      'aurum-vault-key',
    );
    const title = open(
      vaultKey,
      Buffer.from(items[0].title, 'base64'),
      `aurum-vault-item:${a.itemId}:title`,
    );
    expect(title.toString()).toBe('Passport Okapi');
    const file = await call(t, a.session, 'GET', items[0].file_download);
    const chunk = open(vaultKey, file.rawPayload, `aurum-vault-file:${a.itemId}:0:last`);
    expect(chunk.toString()).toBe('passport Okapi');
    expect(data.membership.payments[0]).toMatchObject({ reference: a.reference, tier: 'platinum' });
    expect(data.relationship.space_memberships).toHaveLength(1);
    expect(data.account.audit_log.map((e: { event: string }) => e.event)).toContain('signin');
    expect(body.summary).toContain(a.email);
    expect(body.summary).toContain('Penicillin');
    expect(body.summary).toContain('Journal: 1 entry; mood readings: 2');
    expect(body.summary).toContain('Life OS: 1 goal; 1 routine');
    expect(body.readme).toContain('aurum-vault-key');
    // Vault texts stay ciphertext; nothing of member B is in A's export.
    const text = res.body;
    expect(text).not.toContain('Passport Okapi');
    for (const marker of ['Zebra', b.email, b.requestId, b.itemId, b.reference]) {
      expect(text).not.toContain(marker);
    }
    expect(await events(userA)).toContain('data_exported');
  });

  it('refuses strangers and bad bodies, and asks for the password again first', async () => {
    const a = await memberWithData(t, 'Kudu');
    expect((await t.app.inject({ method: 'GET', url: '/api/data-rights/export' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/data-rights' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/data-rights/deletion',
      payload: { confirm: true },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const bad of [{}, { confirm: false }, { confirm: 'yes' }, { confirm: true, extra: 1 }]) {
      const res = await askDeletion(a.session, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    const notYet = await askDeletion(a.session);
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().code).toBe('AUTH_REAUTH_REQUIRED');
    const state = await call(t, a.session, 'GET', '/api/data-rights');
    expect(state.json()).toEqual({ deletion: null });
  });

  it('starts 7 days of grace: signed out everywhere, told by e-mail, restored by signing in', async () => {
    const a = await memberWithData(t, 'Eland');
    const userA = await userIdOf(t, a.email);
    const second = (await signIn(t, a.email)).json() as Session;
    expect((await reauthenticate(a.session)).statusCode).toBe(200);
    const asked = await askDeletion(a.session);
    expect(asked.statusCode, asked.body).toBe(200);
    const now = t.clock.now().getTime();
    expect(asked.json()).toEqual({
      deletion: {
        requested_at: new Date(now).toISOString(),
        deletes_at: new Date(now + GRACE_SECONDS * 1000).toISOString(),
      },
    });
    for (const session of [a.session, second]) {
      expect((await call(t, session, 'GET', '/api/data-rights')).statusCode).toBe(401);
    }
    const [told] = await mailsTo(t, a.email);
    expect(told!.subject).toBe('Your Aurum account will be deleted');
    expect(await events(userA)).toContain('deletion_requested');

    // Six days later a sign-in restores the account; the purge job then leaves it alone.
    t.clock.advance(GRACE_SECONDS - 24 * 60 * 60);
    const back = await signIn(t, a.email);
    expect(back.statusCode).toBe(200);
    expect(back.json().account_restored).toBe(true);
    const session = back.json() as Session;
    expect((await call(t, session, 'GET', '/api/data-rights')).json()).toEqual({ deletion: null });
    expect(await events(userA)).toContain('deletion_cancelled');
    t.clock.advance(2 * 24 * 60 * 60);
    await t.services.jobs.drain();
    expect((await signIn(t, a.email)).json().account_restored).toBeUndefined();
    expect((await countMemberRows(t.db, userA)).profiles).toBe(1);
  });

  it('removes the account after 7 days: no personal row or file, requests anonymised, payments kept', async () => {
    const a = await memberWithData(t, 'Impala');
    const userA = await userIdOf(t, a.email);
    const file = path.join(t.config.DATA_DIR, 'files', 'vault', userA, a.itemId);
    expect(existsSync(file)).toBe(true);
    expect((await reauthenticate(a.session)).statusCode).toBe(200);
    expect((await askDeletion(a.session)).statusCode).toBe(200);
    t.clock.advance(GRACE_SECONDS + 1);
    await t.services.jobs.drain();
    // The purge queued the file deletion (retried until done); the next round runs it.
    await t.services.jobs.drain();

    const left = await countMemberRows(t.db, userA);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    expect(existsSync(file)).toBe(false);
    const [request] = await t.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, a.requestId));
    expect(request).toMatchObject({
      userId: null,
      description: REMOVED_TEXT,
      location: null,
      status: 'cancelled',
    });
    const updates = rowsOf<{ message: string }>(
      await t.db.execute(
        sql`select message from request_status_updates where request_id = ${a.requestId}`,
      ),
    );
    expect(JSON.stringify(updates)).not.toContain('Impala');
    const [payment] = await t.db
      .select({ userId: payments.userId, amount: payments.amountCents })
      .from(payments)
      .where(eq(payments.reference, a.reference));
    expect(payment).toEqual({ userId: null, amount: 1_500_000 });
    // The last e-mail went to the address; nothing else to it is kept.
    const mails = await mailsTo(t, a.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Aurum account has been deleted']);
    const deleted = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(sql`${auditLog.event} = 'account_deleted'`);
    expect(deleted.length).toBeGreaterThan(0);
    expect(JSON.stringify(deleted)).not.toContain(a.email);
    expect(JSON.stringify(deleted)).not.toContain(userA);
    const again = await signIn(t, a.email);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('AUTH_INVALID');
  });

  it('a sign-in racing the purge at the end of the grace period: one wins, nothing half-deleted', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await memberWithData(t, `Race${round}`);
      const userA = await userIdOf(t, a.email);
      expect((await reauthenticate(a.session)).statusCode).toBe(200);
      expect((await askDeletion(a.session)).statusCode).toBe(200);
      t.clock.advance(GRACE_SECONDS + 1);
      const [purged, signedIn] = await Promise.all([
        t.services.dataRightsArea.deletion.purge(userA),
        signIn(t, a.email),
      ]);
      const rows = await countMemberRows(t.db, userA);
      if (purged) {
        expect(signedIn.statusCode).toBe(400);
        expect(Object.values(rows).every((n) => n === 0)).toBe(true);
      } else {
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.json().account_restored).toBe(true);
        expect(rows).toMatchObject({
          users: 1,
          profiles: 1,
          vault_items: 1,
          service_requests: 1,
          journal_entries: 1,
          mood_tracking: 2,
          goals: 1,
          routines: 1,
          routine_completions: 1,
          reset_sessions: 1,
          away_notes: 1,
        });
      }
    }
  });
});
