import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, signIn } from '../../test/auth-fixtures';
import { mailsTo } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { TestClock } from '../../platform/clock';

type Session = Parameters<typeof bearer>[0];

const MARKER = 'AardvarkMarker-9043';
const DAY = 24 * 60 * 60;

describe.each(databaseKinds)('legacy capsules on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = t.clock;
    clock.set(new Date('2026-11-24T10:00:00Z'));
  });
  afterAll(() => t.close());

  const call = (session: Session, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(session),
      ...(payload ? { payload } : {}),
    });
  const capsule = (overrides: object = {}) => ({
    capsuleType: 'letter',
    title: 'For your twenty-first',
    recipientName: 'Lerato',
    recipientEmail: `lerato.${Math.random().toString(36).slice(2)}@example.co.za`,
    content: `Dear Lerato, ${MARKER}`,
    releaseDate: '2026-12-01',
    ...overrides,
  });
  const create = async (session: Session, overrides: object = {}) => {
    const body = capsule(overrides);
    const res = await call(session, 'POST', '/api/legacy-capsules', body);
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json() as { id: string }), body };
  };

  it('seals a capsule: listed without content, unreadable before release, no marker stored', async () => {
    const { session } = await confirmedMember(t);
    const { id } = await create(session);
    const list = (await call(session, 'GET', '/api/legacy-capsules')).json().capsules;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, status: 'sealed', releaseDate: '2026-12-01' });
    expect(JSON.stringify(list)).not.toContain(MARKER);
    const one = (await call(session, 'GET', `/api/legacy-capsules/${id}`)).json();
    expect(one.content).toBeNull();
    const rows = await t.database.db.execute(sql`select * from legacy_capsules`);
    expect(JSON.stringify(rows)).not.toContain(MARKER);
  });

  it('refuses past dates, voice capsules and missing fields with clear messages', async () => {
    const { session } = await confirmedMember(t);
    const past = await call(
      session,
      'POST',
      '/api/legacy-capsules',
      capsule({ releaseDate: '2026-11-23' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a release date in the future.');
    // Today at 09:00 Johannesburg has passed at 12:00 local.
    const today = await call(
      session,
      'POST',
      '/api/legacy-capsules',
      capsule({ releaseDate: '2026-11-24' }),
    );
    expect(today.statusCode).toBe(400);
    const voice = await call(
      session,
      'POST',
      '/api/legacy-capsules',
      capsule({ capsuleType: 'voice' }),
    );
    expect(voice.statusCode).toBe(400);
    expect(voice.json().code).toBe('VOICE_COMING_SOON');
    const blank = await call(session, 'POST', '/api/legacy-capsules', capsule({ title: '  ' }));
    expect(blank.json().message).toBe('Please enter a title for your capsule.');
    const noDate = await call(
      session,
      'POST',
      '/api/legacy-capsules',
      capsule({ releaseDate: 'soon' }),
    );
    expect(noDate.json().message).toBe('Please choose when your capsule opens.');
  });

  it('lets only the owner see, edit or cancel a capsule, and only while sealed', async () => {
    const owner = await confirmedMember(t);
    const { id } = await create(owner.session);
    const { session: other } = await confirmedMember(t);
    expect((await call(other, 'GET', '/api/legacy-capsules')).json()).toEqual({ capsules: [] });
    expect((await call(other, 'GET', `/api/legacy-capsules/${id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'PATCH', `/api/legacy-capsules/${id}`, { title: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call(other, 'POST', `/api/legacy-capsules/${id}/cancel`)).statusCode).toBe(404);

    const edited = await call(owner.session, 'PATCH', `/api/legacy-capsules/${id}`, {
      title: 'For your graduation',
      releaseDate: '2027-01-15',
    });
    expect(edited.json()).toMatchObject({
      title: 'For your graduation',
      releaseDate: '2027-01-15',
    });
    const cancelled = await call(owner.session, 'POST', `/api/legacy-capsules/${id}/cancel`);
    expect(cancelled.json().status).toBe('cancelled');
    const again = await call(owner.session, 'PATCH', `/api/legacy-capsules/${id}`, { title: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('releases a due capsule exactly once, e-mails a private link that expires', async () => {
    const member = await confirmedMember(t, 'Thandi Mokoena');
    const { id, body } = await create(member.session, { releaseDate: '2026-11-26' });
    const due = await create(member.session, { releaseDate: '2026-11-25' });
    await t.services.jobs.drain();
    expect(await mailsTo(t, body.recipientEmail)).toHaveLength(0);

    // The server was down over the dates; on its return two sweeps run at once.
    clock.advance(3 * DAY);
    const released = await Promise.all([
      t.services.capsuleArea.capsules.releaseDue(),
      t.services.capsuleArea.capsules.releaseDue(),
    ]);
    expect(released[0] + released[1]).toBe(2);
    const mails = await mailsTo(t, body.recipientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      'Thandi Mokoena left you a legacy capsule: For your twenty-first',
    );
    expect(await mailsTo(t, due.body.recipientEmail)).toHaveLength(1);
    // The jobs queued at creation find them released and send nothing more.
    await t.services.jobs.drain();
    expect(await mailsTo(t, body.recipientEmail)).toHaveLength(1);

    const token = /\/capsule\/([\w-]{43})/.exec(mails[0]!.text)![1]!;
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/legacy-capsules/released/${token}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      title: 'For your twenty-first',
      capsuleType: 'letter',
      from: 'Thandi Mokoena',
      recipientName: 'Lerato',
      content: `Dear Lerato, ${MARKER}`,
      releaseDate: '2026-11-26',
    });
    // Days later the owner signs in again and reads it too.
    const session = (await signIn(t, member.email)).json() as Session;
    const own = (await call(session, 'GET', `/api/legacy-capsules/${id}`)).json();
    expect(own).toMatchObject({ status: 'released', content: `Dear Lerato, ${MARKER}` });
    expect(
      (await call(session, 'PATCH', `/api/legacy-capsules/${id}`, { title: 'x' })).statusCode,
    ).toBe(409);

    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/legacy-capsules/released/${'A'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    clock.advance(31 * DAY);
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/legacy-capsules/released/${token}`,
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe('This capsule link is not valid or has expired.');
  });

  it('does not release a capsule early when its date moved later', async () => {
    const member = await confirmedMember(t);
    const { id } = await create(member.session, { releaseDate: '2027-03-01' });
    await call(member.session, 'PATCH', `/api/legacy-capsules/${id}`, {
      releaseDate: '2027-06-01',
    });
    clock.set(new Date('2027-03-02T10:00:00Z'));
    await t.services.jobs.drain();
    const session = (await signIn(t, member.email)).json() as Session;
    expect((await call(session, 'GET', `/api/legacy-capsules/${id}`)).json().status).toBe('sealed');
  });
});
