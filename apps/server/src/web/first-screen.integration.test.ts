import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Session } from '@aurum/shared/auth/session';
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenData,
  type FirstScreenRenderer,
} from '@aurum/shared/first-screen';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, confirmedMember, signIn } from '../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../test/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>Aurum</title><script src="/session-restore.js"></script></head><body><div id="root"></div></body></html>';

/**
 * A renderer shaped like the web build's (apps/web/src/app/first-screen/render.tsx, tested with
 * the real screens in the browser tests): /dashboard reads the profile and the onboarding status
 * and shows the profile's name and e-mail.
 */
function fakeRenderer() {
  const renderer: FirstScreenRenderer = {
    rendersOnServer: (pathname) => pathname === '/dashboard',
    firstScreenReads: vi.fn((pathname: string, _search: string, userId: string) =>
      pathname === '/dashboard'
        ? [
            { queryKey: ['onboarding-status', userId], path: '/api/onboarding/status' as const },
            { queryKey: ['profile', userId], path: '/api/profile' as const },
          ]
        : undefined,
    ),
    renderFirstScreen: vi.fn(async (_url: string, data: FirstScreenData) => {
      const profile = data.answers[1]!.data as { name: string; email: string; location?: string };
      const text = [profile.name, profile.email, profile.location]
        .filter(Boolean)
        .join(' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;');
      return `<h1>${text}</h1>`;
    }),
  };
  return renderer;
}

/** The page's first screen: its markup in #root and the data block parsed, or undefined. */
function firstScreenOf(body: string) {
  const block = body.match(
    new RegExp(
      `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`,
      's',
    ),
  );
  if (!block) return undefined;
  return {
    markup: body.match(/<div id="root">(.*?)<\/div>/s)?.[1],
    data: JSON.parse(block[1]!) as FirstScreenData,
  };
}

const pageCookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((cookie) => cookie.startsWith('aurum_page='));

describe.each(databaseKinds)('the first screen from the server on %s', (kind) => {
  let t: TestApp;
  let renderer: FirstScreenRenderer;
  let useRenderer: FirstScreenRenderer | undefined;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'aurum-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    t = await createTestApp(kind, {
      env: { SERVE_WEB: 'true' },
      web: { distDir: dist, renderer: async () => useRenderer },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    renderer = fakeRenderer();
    useRenderer = renderer;
  });

  const page = (url: string, session?: Session, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({
      method,
      url,
      ...(session ? { cookies: { aurum_page: session.access_token } } : {}),
    });

  it('sets the page-identity cookie with every session and clears it on sign-out', async () => {
    const { email } = await confirmedMember(t);
    const signedIn = await signIn(t, email);
    const session = signedIn.json() as Session;
    const cookie = pageCookieOf(signedIn.headers['set-cookie']);
    expect(cookie).toContain(`aurum_page=${session.access_token}`);
    expect(cookie).toMatch(/; Max-Age=3600/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: session.refresh_token },
    });
    const next = refreshed.json() as Session;
    expect(pageCookieOf(refreshed.headers['set-cookie'])).toContain(
      `aurum_page=${next.access_token}`,
    );

    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: bearer(next),
    });
    expect(out.statusCode).toBe(204);
    expect(pageCookieOf(out.headers['set-cookie'])).toMatch(
      /^aurum_page=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it("renders a signed-in member's screen with their own data, never stored", async () => {
    const { email, session } = await confirmedMember(t, 'Ayanda Mokoena');
    const res = await page('/dashboard', session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    const screen = firstScreenOf(res.body);
    expect(screen?.markup).toBe(`<h1>Ayanda Mokoena ${email}</h1>`);
    expect(screen?.data.user).toEqual(session.user);
    expect(screen?.data.answers.map((answer) => answer.queryKey)).toEqual([
      ['onboarding-status', session.user.id],
      ['profile', session.user.id],
    ]);
    expect(screen?.data.answers[0]!.data).toEqual({ needs_onboarding: true });
    // The page paints from its markup: the session restore does not hold the parser up.
    expect(res.body).toContain('<script async src="/session-restore.js"></script>');
  });

  it('sends the plain page without the cookie, for other pages, and to HEAD', async () => {
    const { session } = await confirmedMember(t);
    for (const res of [
      await page('/dashboard'),
      await page('/calendar', session),
      await page('/dashboard', session, 'HEAD'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(firstScreenOf(res.body)).toBeUndefined();
      if (res.body) expect(res.body).toContain('<script src="/session-restore.js"></script>');
    }
    expect(renderer.renderFirstScreen).not.toHaveBeenCalled();
  });

  it('renders nothing for a session that ended, an expired token or a forged one', async () => {
    const ended = await confirmedMember(t);
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=global',
      headers: bearer(ended.session),
    });
    expect(firstScreenOf((await page('/dashboard', ended.session)).body)).toBeUndefined();

    // Another member's id in a token not signed by the server.
    const victim = await confirmedMember(t, 'Thabo Nkosi');
    const forged = await new SignJWT({ sid: 'x', role: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(victim.session.user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-0123456789abcdef'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      cookies: { aurum_page: forged },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Thabo Nkosi');
    expect(firstScreenOf(res.body)).toBeUndefined();
    for (const junk of ['x', 'a.b.c', '']) {
      const junkRes = await t.app.inject({
        method: 'GET',
        url: '/dashboard',
        cookies: { aurum_page: junk },
      });
      expect(junkRes.statusCode).toBe(200);
      expect(firstScreenOf(junkRes.body)).toBeUndefined();
    }

    const expiring = await confirmedMember(t);
    t.clock.advance(3601);
    expect(firstScreenOf((await page('/dashboard', expiring.session)).body)).toBeUndefined();
    expect(renderer.renderFirstScreen).not.toHaveBeenCalled();
  });

  it('shows each member only their own screen, whatever the address asks', async () => {
    const a = await confirmedMember(t, 'Naledi Khumalo');
    const b = await confirmedMember(t, 'Sipho Dlamini');
    const res = await page(
      `/dashboard?user=${b.session.user.id}&id=${b.session.user.id}`,
      a.session,
    );
    expect(firstScreenOf(res.body)?.markup).toBe(`<h1>Naledi Khumalo ${a.email}</h1>`);
    expect(res.body).not.toContain('Sipho Dlamini');
    expect(res.body).not.toContain(b.email);
  });

  it('keeps markup and data inert inside the page', async () => {
    const location = '</script><script>alert(1)</script><!-- $& $1 \u2028 Sandton';
    const { session } = await confirmedMember(t);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(session),
      payload: { location },
    });
    expect(saved.statusCode).toBe(200);
    const res = await page('/dashboard', session);
    const block = res.body.split(`id="${FIRST_SCREEN_ELEMENT_ID}">`)[1]!.split('</script>')[0]!;
    expect(block).not.toMatch(/[<]/);
    const profile = (JSON.parse(block) as FirstScreenData).answers[1]!.data;
    expect(profile).toMatchObject({ location });
    expect(firstScreenOf(res.body)?.markup).toContain('&lt;/script>&lt;script>alert(1)');
    expect(res.body.match(/<script>alert/g)).toBeNull();
  });

  it('sends the plain page when the renderer fails or declines', async () => {
    const { session } = await confirmedMember(t);
    renderer.renderFirstScreen = vi.fn(async () => {
      throw new Error('render failed');
    });
    const failed = await page('/dashboard', session);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');

    renderer.renderFirstScreen = vi.fn(async () => undefined);
    const declined = await page('/dashboard', session);
    expect(declined.headers['cache-control']).toBe('no-cache');
    expect(firstScreenOf(declined.body)).toBeUndefined();

    useRenderer = undefined;
    expect(firstScreenOf((await page('/dashboard', session)).body)).toBeUndefined();
  });
});
