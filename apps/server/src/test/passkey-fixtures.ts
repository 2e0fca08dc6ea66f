import type { Session } from '@aurum/shared/auth/session';
import { bearer, GOOD_PASSWORD } from './auth-fixtures';
import { SoftwareAuthenticator } from './passkey-authenticator';
import type { TestApp } from './test-app';

export const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** POST /auth/v1/reauthenticate with the fixtures' password (passkeys ask for it first). */
export async function reauthenticate(t: TestApp, session: Session) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/reauthenticate',
    headers: bearer(session),
    payload: { password: GOOD_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** Adds a passkey from `authenticator` to the signed-in member (already re-authenticated). */
export async function addPasskey(
  t: TestApp,
  session: Session,
  authenticator: SoftwareAuthenticator,
  name?: string,
) {
  const headers = { ...bearer(session), 'user-agent': CHROME_ON_LINUX };
  const options = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/passkeys/register/options',
    headers,
  });
  if (options.statusCode !== 200) throw new Error(options.body);
  return t.app.inject({
    method: 'POST',
    url: '/auth/v1/passkeys/register/verify',
    headers,
    payload: { credential: authenticator.create(options.json()), ...(name ? { name } : {}) },
  });
}

/** Options for a sign-in with a passkey alone (public). */
export async function signInOptions(t: TestApp) {
  const res = await t.app.inject({ method: 'POST', url: '/auth/v1/passkeys/signin/options' });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
}

export const verifySignIn = (t: TestApp, credential: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/passkeys/signin/verify',
    payload: { credential },
  });

/** A whole sign-in with a passkey alone, as the browser's button does it. */
export async function signInWithPasskey(
  t: TestApp,
  authenticator: SoftwareAuthenticator,
  credentialId?: string,
) {
  return verifySignIn(t, authenticator.get(await signInOptions(t), credentialId));
}

export { SoftwareAuthenticator };
