import { expect, test, type APIRequestContext } from '@playwright/test';
import { withFreshStaffCode } from './staff-codes';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from './staff.mjs';
import { newMember } from './members';

/** Signs in through the auth API and returns the headers that carry the access token. */
async function bearerOf(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/auth/v1/token?grant_type=password', {
    data: { email, password },
  });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  let body = (await answer.json()) as { access_token: string; mfa_token?: string };
  if (body.mfa_token) {
    // The staff account's second factor (ADR 052).
    const mfaToken = body.mfa_token;
    const verified = await withFreshStaffCode(test.info().project.use.baseURL ?? '', (code) =>
      request.post('/auth/v1/factors/verify', {
        data: { mfa_token: mfaToken, type: 'totp', code },
      }),
    );
    expect(verified.status(), `second factor of ${email}`).toBe(200);
    body = (await verified.json()) as { access_token: string };
  }
  const { access_token } = body;
  return { authorization: `Bearer ${access_token}` };
}

/**
 * A sign-in for one of the catalogue's providers, made by staff as in the console's "Create
 * sign-in": the provider then signs in at /auth like anyone else.
 */
export async function newProviderAccount(request: APIRequestContext) {
  const headers = await bearerOf(request, STAFF.email, STAFF.password);
  const providers = (await (await request.get('/api/admin/providers', { headers })).json()) as {
    id: string;
    account_email: string | null;
  }[];
  const provider = providers.find((candidate) => !candidate.account_email);
  expect(provider, 'a catalogue provider without a sign-in').toBeTruthy();
  const account = { ...newMember('provider'), name: 'Sipho Dlamini' };
  const created = await request.post(`/api/admin/providers/${provider!.id}/account`, {
    headers,
    data: { email: account.email, password: account.password, name: account.name },
  });
  expect(created.status()).toBe(201);
  return account;
}
