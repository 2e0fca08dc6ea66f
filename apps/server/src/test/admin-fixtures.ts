import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth';
import { bearer, confirmedMember } from './auth-fixtures';
import type { TestApp } from './test-app';
import { giveTotp } from './two-factor-fixtures';

type Role = 'member' | 'provider' | 'staff';

/**
 * A signed-in account of a role: a confirmed member whose role is then changed in the database;
 * staff also get an authenticator app.
 */
export async function signedInAs(t: TestApp, role: Role, name?: string) {
  const account = await confirmedMember(t, name);
  if (role !== 'member') {
    await t.db.update(users).set({ role }).where(eq(users.email, account.email));
  }
  // The console opens only for staff with a second factor (ADR 052).
  if (role === 'staff') await giveTotp(t, account.session.user.id);
  return { ...account, headers: bearer(account.session) };
}

/** Calls /api/admin/* as a staff member. */
export function adminApi(t: TestApp, headers: Record<string, string>) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers, payload });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object = {}) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    patch: (url: string, payload: object) => call('PATCH', url, payload),
  };
}

let providerCounter = 0;

/** A valid new provider body (unique contact e-mail). */
export const newProvider = (overrides: Record<string, unknown> = {}) => ({
  name: 'Karoo Skies Chauffeurs',
  service_type: 'personal_driver',
  location: 'Stellenbosch',
  price_range: 'R1,200 - R3,500 per day',
  price_from_cents: 120_000,
  description: 'Winelands transfers and long-distance trips in a Mercedes V-Class.',
  contact_email: `bookings.${Date.now().toString(36)}.${providerCounter++}@karooskies.example.co.za`,
  contact_phone: '+27 21 555 0101',
  availability_hours: 'Mon-Sun 06:00-22:00',
  response_time: 'Within 30 minutes',
  completed_jobs: 210,
  years_experience: 9,
  ...overrides,
});
