import type { Session } from '@aurum/shared/auth/session';
import type { Goal } from '@aurum/shared/life-os/goals';
import type { Routine } from '@aurum/shared/life-os/routines';
import type { LifeReport } from '@aurum/shared/life-os/weekly-report';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { confirmedMember, signIn } from './auth-fixtures';
import { memberApi } from './member-api';
import type { TestApp } from './test-app';

/** Life OS goals, routines and the report as a member's browser calls them. */
export function lifeOsClient(t: TestApp, session: Session) {
  const { call, ok } = memberApi(t, session);
  return {
    call,
    goals: () => ok<Goal[]>(call('GET', '/api/life-os/goals')),
    addGoal: (body: object) => ok<Goal>(call('POST', '/api/life-os/goals', body), 201),
    changeGoal: (id: string, body: object) =>
      ok<Goal>(call('PATCH', `/api/life-os/goals/${id}`, body)),
    completeGoal: (id: string) => ok<Goal>(call('POST', `/api/life-os/goals/${id}/completion`)),
    routines: () => ok<Routine[]>(call('GET', '/api/life-os/routines')),
    addRoutine: (body: object) => ok<Routine>(call('POST', '/api/life-os/routines', body), 201),
    changeRoutine: (id: string, body: object) =>
      ok<Routine>(call('PATCH', `/api/life-os/routines/${id}`, body)),
    completeRoutine: (id: string) =>
      ok<Routine>(call('POST', `/api/life-os/routines/${id}/completion`)),
    undoRoutine: (id: string) =>
      ok<Routine>(call('DELETE', `/api/life-os/routines/${id}/completion`)),
    report: () => ok<LifeReport>(call('GET', '/api/life-os/report')),
  };
}

export type LifeOsClient = ReturnType<typeof lifeOsClient>;

/** Moves the server's clock to a moment given in Johannesburg time (UTC+2). */
export const setLocalTime = (t: TestApp, local: string) => t.clock.set(new Date(`${local}+02:00`));

/** A new member, signed in at that local moment. */
export async function lifeOsMemberAt(t: TestApp, local: string, name?: string) {
  setLocalTime(t, local);
  const { email, session } = await confirmedMember(t, name);
  return { email, ...lifeOsClient(t, session) };
}

/** The member again, signed in at another local moment (sessions last minutes of the clock). */
export async function lifeOsSignInAt(t: TestApp, email: string, local: string) {
  setLocalTime(t, local);
  const res = await signIn(t, email);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { email, ...lifeOsClient(t, res.json() as Session) };
}

/** The routine reminders queued to an address, oldest first. */
export async function remindersTo(t: TestApp, email: string) {
  return rowsOf<{ subject: string; text: string; created_at: string | Date }>(
    await t.db.execute(sql`select subject, text, created_at from mail_messages
      where kind = 'life_os.routine_reminder' and "to" = ${email} order by created_at, id`),
  );
}

/** The pending reminder jobs of a routine: when each is due and what it carries. */
export async function pendingReminders(t: TestApp, routineId: string) {
  return rowsOf<{ run_at: string | Date; payload: Record<string, unknown> }>(
    await t.db.execute(sql`select run_at, payload from jobs
      where kind = 'life-os.routine-reminder' and status = 'pending'
        and payload->>'routineId' = ${routineId} order by run_at`),
  ).map((row) => ({ runAt: new Date(row.run_at).toISOString(), ...row.payload }));
}

/** Every shape of a bad path id: not a UUID (404), or someone else's (404). */
export const NOT_A_UUID = 'not-a-uuid';
export const SOMEONE_ELSES = '00000000-0000-4000-8000-000000000000';
