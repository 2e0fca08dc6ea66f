import type { Session } from '@aurum/shared/auth/session';
import { GOOD_PASSWORD } from './auth-fixtures';
import type { TestApp } from './test-app';

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
export const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** Signs in from a browser (its user agent) and an address. */
export async function signInFrom(t: TestApp, email: string, userAgent: string, ip = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email, password: GOOD_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json() as Session;
}

/** The session id an access token carries (its `sid` claim). */
export const sessionIdOf = (session: Session) =>
  (
    JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    }
  ).sid;
