import type { Session } from '@aurum/shared/auth/session';
import type { TestApp } from './test-app';

let counter = 0;
export const uniqueEmail = (label = 'member') =>
  `${label}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.co.za`;
export const GOOD_PASSWORD = 'Sunset-Villa-42!';

export async function signUp(t: TestApp, email: string, password = GOOD_PASSWORD, name?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: { email, password, data: name ? { name, full_name: name } : {} },
  });
}

export async function signIn(t: TestApp, email: string, password = GOOD_PASSWORD, ip?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** The newest e-mail to this address in the dev mailbox. */
export async function latestMailTo(t: TestApp, email: string) {
  await t.services.jobs.drain();
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  const messages = res.json() as { to: string; subject: string; text: string; html: string }[];
  return messages.find((m) => m.to === email);
}

export const confirmationLink = (text: string) => {
  const match = text.match(/http:\/\/aurum\.test(\/auth\/v1\/verify\?\S+)/);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1]!;
};

/** Signs up, follows the confirmation link and signs in: a ready member session. */
export async function confirmedMember(t: TestApp, name?: string) {
  const email = uniqueEmail();
  const signup = await signUp(t, email, GOOD_PASSWORD, name);
  if (signup.statusCode !== 200) throw new Error(signup.body);
  const mail = await latestMailTo(t, email);
  await t.app.inject({ method: 'GET', url: confirmationLink(mail!.text) });
  const res = await signIn(t, email);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { email, session: res.json() as Session };
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });
