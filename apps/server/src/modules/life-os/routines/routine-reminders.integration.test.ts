import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  lifeOsMemberAt,
  lifeOsSignInAt,
  pendingReminders,
  remindersTo,
  setLocalTime,
} from '../../../test/life-os-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../../test/test-app';
import { ROUTINE_REMINDER_JOB, RoutineReminders } from './routine-reminders';

describe.each(databaseKinds)('routine reminders on %s', (kind) => {
  let t: TestApp;
  /** What the test's gate answers (the personas' gate in the app). */
  let allowed = true;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The test's own reminders, with a gate it controls, take the job over from the app's.
    new RoutineReminders({
      db: t.db,
      clock: t.clock,
      jobs: t.services.jobs,
      mail: t.services.mail,
      gate: { remindersAllowed: async () => allowed },
      siteUrl: t.config.SITE_URL,
    });
  });
  beforeEach(() => {
    allowed = true;
  });
  afterAll(() => t.close());

  const drainAt = async (local: string) => {
    setLocalTime(t, local);
    await t.services.jobs.drain();
  };

  it('e-mails at the time on a Sunday night at a month end, then schedules the next day', async () => {
    const { email, ...member } = await lifeOsMemberAt(t, '2026-05-31T20:00:00', 'Thandi');
    const routine = await member.addRoutine({
      name: 'Evening journal',
      time: '23:30',
      next_action: 'Three lines about today',
    });
    expect(await pendingReminders(t, routine.id)).toEqual([
      {
        runAt: '2026-05-31T21:30:00.000Z',
        routineId: routine.id,
        version: 1,
        time: '23:30',
        day: '2026-05-31',
      },
    ]);
    await drainAt('2026-05-31T23:29:00');
    expect(await remindersTo(t, email)).toEqual([]);
    await drainAt('2026-05-31T23:30:00');
    const [mail, ...more] = await remindersTo(t, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('23:30: time for Evening journal');
    expect(mail!.text).toContain('Dear Thandi,');
    expect(mail!.text).toContain('Next: Three lines about today');
    expect(mail!.text).toContain('http://aurum.test/life-os');
    expect(await pendingReminders(t, routine.id)).toMatchObject([
      { runAt: '2026-06-01T21:30:00.000Z', day: '2026-06-01', version: 1 },
    ]);
    // Draining again that night sends nothing more.
    await drainAt('2026-05-31T23:45:00');
    expect(await remindersTo(t, email)).toHaveLength(1);
    await drainAt('2026-06-01T23:30:00');
    expect(await remindersTo(t, email)).toHaveLength(2);
  });

  it('crosses midnight in UTC: 00:30 on the 1st is the 1st', async () => {
    const { email, ...member } = await lifeOsMemberAt(t, '2026-05-31T23:45:00');
    const routine = await member.addRoutine({ name: 'Lights out', time: '00:30' });
    expect(await pendingReminders(t, routine.id)).toMatchObject([
      { runAt: '2026-05-31T22:30:00.000Z', day: '2026-06-01' },
    ]);
    await drainAt('2026-06-01T00:30:00');
    expect(await remindersTo(t, email)).toHaveLength(1);
    expect(await pendingReminders(t, routine.id)).toMatchObject([
      { runAt: '2026-06-01T22:30:00.000Z', day: '2026-06-02' },
    ]);
  });

  it('sends nothing once the routine is done today, and reminds again the next day', async () => {
    const { email, ...member } = await lifeOsMemberAt(t, '2026-06-03T07:00:00');
    const routine = await member.addRoutine({ name: 'Run', time: '08:00' });
    await member.completeRoutine(routine.id);
    await drainAt('2026-06-03T08:00:00');
    expect(await remindersTo(t, email)).toEqual([]);
    expect(await pendingReminders(t, routine.id)).toMatchObject([{ day: '2026-06-04' }]);
    await drainAt('2026-06-04T08:00:00');
    expect(await remindersTo(t, email)).toHaveLength(1);
  });

  it('leaves no stale reminder after a change of time or a deletion', async () => {
    const { email, ...member } = await lifeOsMemberAt(t, '2026-06-05T07:00:00');
    const routine = await member.addRoutine({ name: 'Stretch', time: '08:00' });
    const gone = await member.addRoutine({ name: 'Gone', time: '08:00' });
    expect(await member.changeRoutine(routine.id, { time: '09:00' })).toMatchObject({
      time: '09:00',
    });
    await member.call('DELETE', `/api/life-os/routines/${gone.id}`);
    // The 08:00 jobs run and find a newer version, or nothing.
    await drainAt('2026-06-05T08:00:00');
    expect(await remindersTo(t, email)).toEqual([]);
    expect(await pendingReminders(t, gone.id)).toEqual([]);
    expect(await pendingReminders(t, routine.id)).toMatchObject([
      { runAt: '2026-06-05T07:00:00.000Z', version: 2, time: '09:00', day: '2026-06-05' },
    ]);
    // A change that is not of the time leaves the reminder as it is.
    const again = await lifeOsSignInAt(t, email, '2026-06-05T08:10:00');
    await again.changeRoutine(routine.id, { name: 'Long stretch' });
    expect(await pendingReminders(t, routine.id)).toHaveLength(1);
    await drainAt('2026-06-05T09:00:00');
    const mails = await remindersTo(t, email);
    expect(mails.map((mail) => mail.subject)).toEqual(['09:00: time for Long stretch']);
  });

  it('schedules nothing while the reminder is off or the routine paused', async () => {
    const { email, ...member } = await lifeOsMemberAt(t, '2026-06-06T07:00:00');
    const quiet = await member.addRoutine({ name: 'Quiet', time: '08:00', reminder: false });
    const paused = await member.addRoutine({ name: 'Paused', time: '08:00', is_active: false });
    const later = await member.addRoutine({ name: 'Later', time: '08:00' });
    expect(await pendingReminders(t, quiet.id)).toEqual([]);
    expect(await pendingReminders(t, paused.id)).toEqual([]);
    await member.changeRoutine(later.id, { reminder: false });
    await drainAt('2026-06-06T08:00:00');
    expect(await remindersTo(t, email)).toEqual([]);
    // Turned on again: reminded from the next occurrence.
    const again = await lifeOsSignInAt(t, email, '2026-06-06T08:30:00');
    await again.changeRoutine(paused.id, { is_active: true });
    expect(await pendingReminders(t, paused.id)).toMatchObject([{ day: '2026-06-07' }]);
    await drainAt('2026-06-07T08:00:00');
    expect((await remindersTo(t, email)).map((mail) => mail.subject)).toEqual([
      '08:00: time for Paused',
    ]);
  });

  it('asks the gate at send time and keeps the next day when it says no', async () => {
    const { email, ...member } = await lifeOsMemberAt(t, '2026-06-08T07:00:00');
    const routine = await member.addRoutine({ name: 'Focus block', time: '08:00' });
    allowed = false;
    await drainAt('2026-06-08T08:00:00');
    expect(await remindersTo(t, email)).toEqual([]);
    expect(await pendingReminders(t, routine.id)).toMatchObject([{ day: '2026-06-09' }]);
    allowed = true;
    await drainAt('2026-06-09T08:00:00');
    expect(await remindersTo(t, email)).toHaveLength(1);
  });

  it('sends one e-mail when the same reminder runs twice, and none for a day gone by', async () => {
    const { email, ...member } = await lifeOsMemberAt(t, '2026-06-10T07:00:00');
    const routine = await member.addRoutine({ name: 'Vitamins', time: '08:00' });
    // A second job for the same occurrence (a retry after a lost outcome, another instance).
    await t.db.execute(sql`insert into jobs (kind, payload, run_at)
      select kind, payload, run_at from jobs
      where kind = ${ROUTINE_REMINDER_JOB} and payload->>'routineId' = ${routine.id}`);
    expect(await pendingReminders(t, routine.id)).toHaveLength(2);
    await drainAt('2026-06-10T08:00:00');
    expect(await remindersTo(t, email)).toHaveLength(1);
    expect(await pendingReminders(t, routine.id)).toMatchObject([{ day: '2026-06-11' }]);
    // The server was away all of 11 June: no reminder for a past day, the next one is the 13th's.
    await drainAt('2026-06-12T10:00:00');
    expect(await remindersTo(t, email)).toHaveLength(1);
    expect(await pendingReminders(t, routine.id)).toMatchObject([
      { runAt: '2026-06-13T06:00:00.000Z', day: '2026-06-13' },
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('routine reminders on two instances', () => {
  it('sends one e-mail when both instances run the same occurrence at once', async () => {
    const instances = await twoInstancesOnPostgres();
    try {
      const { a, b } = instances;
      const { email, ...member } = await lifeOsMemberAt(a, '2026-06-15T07:00:00');
      const routine = await member.addRoutine({ name: 'Stand up', time: '08:00' });
      for (let copy = 0; copy < 3; copy += 1) {
        await a.db.execute(sql`insert into jobs (kind, payload, run_at)
          select kind, payload, run_at from jobs
          where kind = ${ROUTINE_REMINDER_JOB} and payload->>'routineId' = ${routine.id}
          limit 1`);
      }
      for (const instance of [a, b]) setLocalTime(instance, '2026-06-15T08:00:00');
      await Promise.all([a.services.jobs.drain(1), b.services.jobs.drain(1)]);
      await Promise.all([a.services.jobs.drain(), b.services.jobs.drain()]);
      expect(await remindersTo(a, email)).toHaveLength(1);
      expect(await pendingReminders(a, routine.id)).toMatchObject([{ day: '2026-06-16' }]);
    } finally {
      await instances.close();
    }
  });
});
