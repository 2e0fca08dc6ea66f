import type { Session } from '@aurum/shared/auth/session';
import type {
  AdminPerk,
  AdminSocietyEvent,
  Gift,
  Perk,
  SocietyBenefits,
  SocietyEvent,
} from '@aurum/shared/society/society-contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/client';
import { adminApi, signedInAs } from './admin-fixtures';
import { bearer, confirmedMember, signIn } from './auth-fixtures';
import { memberApi } from './member-api';
import type { TestApp } from './test-app';

export type Tier = 'trial' | 'gold' | 'platinum' | 'black';

/** Society as a member's browser calls it. */
export function societyClient(t: TestApp, session: Session) {
  const { call, ok } = memberApi(t, session);
  return {
    call,
    perks: () => ok<Perk[]>(call('GET', '/api/society/perks')),
    redeem: (id: string) => call('POST', `/api/society/perks/${id}/redemption`),
    events: () => ok<SocietyEvent[]>(call('GET', '/api/society/events')),
    rsvp: (id: string) => call('POST', `/api/society/events/${id}/rsvp`),
    cancel: (id: string) => call('DELETE', `/api/society/events/${id}/rsvp`),
    joinWaitlist: (id: string) => call('POST', `/api/society/events/${id}/waitlist`),
    leaveWaitlist: (id: string) => call('DELETE', `/api/society/events/${id}/waitlist`),
    gifts: () => ok<Gift[]>(call('GET', '/api/society/gifts')),
    benefits: () => ok<SocietyBenefits>(call('GET', '/api/society/benefits')),
  };
}

/** Moves the clock to a moment in Johannesburg time (UTC+2). */
export const setLocalTime = (t: TestApp, local: string) => t.clock.set(new Date(`${local}+02:00`));

/**
 * A new member of a tier. A paid tier is set as staff set one outside payments (no end), which
 * the tier policy reads like any other; the sandbox checkout path is in the membership tests.
 */
export async function memberOfTier(t: TestApp, tier: Tier, name?: string) {
  const account = await confirmedMember(t, name);
  if (tier !== 'trial') {
    await t.db.execute(
      sql`update profiles set membership_tier = ${tier} where id = ${account.session.user.id}`,
    );
  }
  return {
    ...account,
    id: account.session.user.id,
    headers: () => bearer(account.session),
    ...societyClient(t, account.session),
  };
}

export type SocietyMember = Awaited<ReturnType<typeof memberOfTier>>;

/** The member signed in again at another local moment (sessions last minutes of the clock). */
export async function signedInAgainAt(t: TestApp, member: SocietyMember, local: string) {
  setLocalTime(t, local);
  const res = await signIn(t, member.email);
  expect(res.statusCode, res.body).toBe(200);
  return societyClient(t, res.json() as Session);
}

/** The member's date of birth on their profile (the profile's own tests cover editing it). */
export async function setBirthday(t: TestApp, member: SocietyMember, date: string | null) {
  await t.db.execute(sql`update profiles set date_of_birth = ${date} where id = ${member.id}`);
}

let counter = 0;

export const newPerk = (overrides: Record<string, unknown> = {}) => ({
  title: `Perk ${Date.now().toString(36)} ${counter++}`,
  description: 'A test perk for members.',
  category: 'discounts',
  tier: 'trial',
  value: '10% off',
  ...overrides,
});

/** An event on a day after the tests' clocks (2026-09-15, 19:00 local). */
export const newEvent = (overrides: Record<string, unknown> = {}) => ({
  title: `Event ${counter++}`,
  description: 'An evening for members.',
  date: '2026-09-15',
  time: '19:00',
  location: 'Franschhoek',
  capacity: 10,
  tier_requirement: 'gold',
  category: 'wine',
  ...overrides,
});

/** Staff of the console, keeping the Society catalogue. */
export async function societyStaff(t: TestApp) {
  const staff = await signedInAs(t, 'staff');
  const api = adminApi(t, staff.headers);
  const created = async <T>(url: string, body: object) => {
    const res = await api.post(url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as T;
  };
  return {
    ...api,
    headers: staff.headers,
    addPerk: (overrides: Record<string, unknown> = {}) =>
      created<AdminPerk>('/society/perks', newPerk(overrides)),
    addEvent: (overrides: Record<string, unknown> = {}) =>
      created<AdminSocietyEvent>('/society/events', newEvent(overrides)),
  };
}

/** The Society e-mails to an address, oldest first, with their attachments. */
export async function societyMailsTo(t: TestApp, to: string) {
  return rowsOf<{
    kind: string;
    subject: string;
    text: string;
    attachments: { filename: string; contentType: string; content: string }[] | null;
  }>(
    await t.db.execute(sql`select kind, subject, text, attachments from mail_messages
      where kind like 'society.%' and "to" = ${to} order by created_at, seq`),
  );
}

/** The event's row as stored: its attendees and who holds a seat or a place in line. */
export async function seatsOf(t: TestApp, eventId: string) {
  const [event] = rowsOf<{ attendees: number; capacity: number }>(
    await t.db.execute(sql`select attendees, capacity from society_events where id = ${eventId}`),
  );
  const rows = rowsOf<{ user_id: string; status: string }>(
    await t.db.execute(sql`select user_id, status from event_rsvps where event_id = ${eventId}
      order by seq`),
  );
  return {
    attendees: Number(event!.attendees),
    registered: rows.filter((row) => row.status === 'registered').map((row) => row.user_id),
    waitlisted: rows.filter((row) => row.status === 'waitlisted').map((row) => row.user_id),
  };
}
