import type {
  AssistantsView,
  CaseDetail,
  StaffCaseDetail,
  StaffQueue,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { adminApi, signedInAs } from './admin-fixtures';
import { bearer, confirmedMember } from './auth-fixtures';
import { onboardedMember } from './chat-fixtures';
import { payInSandbox } from './membership-fixtures';
import { createTestApp, type DatabaseKind, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT';
type Session = Parameters<typeof bearer>[0];

/** A member's calls to /api/human-concierge. */
export function conciergeClient(t: TestApp, session: Session) {
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/human-concierge${url}`,
      headers: bearer(session),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async <T>(pending: ReturnType<typeof call>, status = 200): Promise<T> => {
    const res = await pending;
    if (res.statusCode !== status) {
      throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
    }
    return (res.body ? res.json() : undefined) as T;
  };
  return {
    session,
    userId: session.user.id,
    call,
    ok,
    assistants: () => ok<AssistantsView>(call('GET', '/assistants')),
    connect: (body: object) => ok<CaseDetail>(call('POST', '/cases', body), 201),
    get: (id: string) => ok<CaseDetail>(call('GET', `/cases/${id}`)),
  };
}

/** A member on a paid tier (through the sandbox checkout), onboarded so they can chat. */
export async function memberOnTier(t: TestApp, tier: 'gold' | 'platinum' | 'black') {
  const { session } = await onboardedMember(t);
  await payInSandbox(t, session, tier);
  return conciergeClient(t, session);
}

/** A trial member (signed up, nothing paid). */
export async function trialMember(t: TestApp) {
  const { session } = await confirmedMember(t, 'Trial Member');
  return conciergeClient(t, session);
}

/** A staff member's calls to /api/admin/concierge. */
export async function conciergeStaff(t: TestApp, name: string) {
  const account = await signedInAs(t, 'staff', name);
  const api = adminApi(t, account.headers);
  const ok = async <T>(pending: ReturnType<typeof api.get>, status = 200): Promise<T> => {
    const res = await pending;
    if (res.statusCode !== status) {
      throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
    }
    return (res.body ? res.json() : undefined) as T;
  };
  return {
    id: account.session.user.id,
    session: account.session,
    headers: account.headers,
    api,
    ok,
    queue: () => ok<StaffQueue>(api.get('/concierge/queue')),
    accept: (id: string) => ok<StaffCaseDetail>(api.post(`/concierge/cases/${id}/accept`)),
    reply: (id: string, text: string) =>
      ok(api.post(`/concierge/cases/${id}/messages`, { text }), 201),
    status: (id: string, status: string) =>
      ok<StaffCaseDetail>(api.post(`/concierge/cases/${id}/status`, { status })),
  };
}

export type Staff = Awaited<ReturnType<typeof conciergeStaff>>;

/**
 * A test app with three concierge staff, Thandi, Sipho and Lerato, their accounts a second apart
 * (assistants are listed oldest account first) and made before `start`, so their tokens are never
 * issued in a test's future.
 */
export async function conciergeTeam(kind: DatabaseKind, start: Date) {
  const t = await createTestApp(kind);
  t.clock.set(new Date(start.getTime() - 10_000));
  const thandi = await conciergeStaff(t, 'Thandi Mokoena');
  t.clock.advance(1);
  const sipho = await conciergeStaff(t, 'Sipho Dlamini');
  t.clock.advance(1);
  const lerato = await conciergeStaff(t, 'Lerato Nkosi');
  return { t, thandi, sipho, lerato };
}

/** Staff use the console: their sessions count as in use again (no one shows offline). */
export async function onDuty(staff: readonly Staff[]) {
  for (const s of staff) await s.queue();
}
