import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import type { PasskeyView } from '@aurum/shared/auth/passkeys-contract';
import { PASSKEY_ERRORS, PASSKEY_TEXTS } from '@aurum/shared/auth/passkeys-messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, makeSession, mockFetch } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { PasskeysSection } from './passkeys-section';

const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const PHONE: PasskeyView = {
  id: '5b0c7a52-0000-4000-8000-0000000000a1',
  name: 'iCloud Keychain',
  created_at: '2026-11-02T08:00:00Z',
  last_used_at: '2026-11-20T13:30:00Z',
  synced: true,
};
const KEY: PasskeyView = {
  id: '5b0c7a52-0000-4000-8000-0000000000a2',
  name: 'Chrome on Linux',
  created_at: '2026-11-25T08:00:00Z',
  last_used_at: null,
  synced: false,
};

/** The passkey endpoints over an in-memory list; `reauthenticated` says whether 403 is answered. */
function passkeysServer(initial: PasskeyView[], { reauthenticated = true } = {}) {
  let passkeys = [...initial];
  let recent = reauthenticated;
  const needsRecent = () =>
    recent
      ? null
      : jsonResponse(403, { code: 'AUTH_REAUTH_REQUIRED', message: REAUTH_TEXTS.required });
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url === '/auth/v1/passkeys' && method === 'GET') return jsonResponse(200, { passkeys });
    if (url === '/auth/v1/reauthenticate') {
      if (body.password !== 'Sunset-Villa-42!') {
        return jsonResponse(400, { code: 'AUTH_REAUTH_INVALID', message: REAUTH_TEXTS.invalid });
      }
      recent = true;
      return jsonResponse(200, {
        reauthenticated_until: new Date(Date.now() + 5 * 60_000).toISOString(),
      });
    }
    if (url === '/auth/v1/passkeys/register/options') {
      return (
        needsRecent() ??
        jsonResponse(200, { challenge: 'c2VydmVyLWNoYWxsZW5nZQ', rp: { id: 'aurum.test' } })
      );
    }
    if (url === '/auth/v1/passkeys/register/verify') {
      const added = {
        ...KEY,
        id: '5b0c7a52-0000-4000-8000-0000000000a3',
        name: 'Chrome on Linux (2)',
      };
      passkeys.push(added);
      return jsonResponse(200, added);
    }
    const id = url.split('/').pop()!;
    if (method === 'PATCH') {
      passkeys = passkeys.map((p) => (p.id === id ? { ...p, name: body.name } : p));
      return jsonResponse(
        200,
        passkeys.find((p) => p.id === id),
      );
    }
    if (method === 'DELETE') {
      const refused = needsRecent();
      if (refused) return refused;
      passkeys = passkeys.filter((p) => p.id !== id);
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

function renderSection() {
  renderAt(<PasskeysSection />, { path: '/security' });
  render(<Toaster />);
  return userEvent.setup();
}

beforeEach(() => {
  sessionStore.set('SIGNED_IN', makeSession());
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  webauthn.startRegistration.mockReset();
  sessionStore.set('SIGNED_OUT', null);
});

// Each test types and clicks through dialogs; on a busy shared machine that can pass 5 s.
describe('the passkeys section of /security', { timeout: 20_000 }, () => {
  it('lists each passkey with its name, when it was added and last used', async () => {
    passkeysServer([PHONE, KEY]);
    renderSection();
    const list = await screen.findByRole('list', { name: PASSKEY_TEXTS.title });
    const [phone, key] = within(list).getAllByRole('listitem');
    expect(phone!.textContent).toContain('iCloud Keychain');
    expect(phone!.textContent).toContain(PASSKEY_TEXTS.synced);
    expect(phone!.textContent).toMatch(/Added 02 Nov 2026 · Last used 20 Nov 2026, 15:30/);
    expect(key!.textContent).toContain(`Added 25 Nov 2026 · ${PASSKEY_TEXTS.neverUsed}`);
    expect(key!.textContent).not.toContain(PASSKEY_TEXTS.synced);
  });

  it('says so plainly where the browser has no passkeys, and offers none to add', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    passkeysServer([]);
    renderSection();
    expect(await screen.findByText(PASSKEY_TEXTS.none)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(PASSKEY_TEXTS.unsupported);
    expect(screen.queryByRole('button', { name: PASSKEY_TEXTS.add })).toBeNull();
  });

  it('asks for the password, adds the passkey, then offers its name for editing', async () => {
    const { calls } = passkeysServer([PHONE], { reauthenticated: false });
    webauthn.startRegistration.mockResolvedValue({ id: 'bmV3', type: 'public-key' });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.add }));

    const prompt = await screen.findByRole('dialog', { name: REAUTH_TEXTS.title });
    await user.type(within(prompt).getByLabelText(REAUTH_TEXTS.password), 'wrong');
    await user.click(within(prompt).getByRole('button', { name: REAUTH_TEXTS.confirm }));
    expect(await within(prompt).findByText(REAUTH_TEXTS.invalid)).toBeTruthy();
    expect(webauthn.startRegistration).not.toHaveBeenCalled();

    const field = within(prompt).getByLabelText(REAUTH_TEXTS.password);
    await user.clear(field);
    await user.type(field, 'Sunset-Villa-42!');
    await user.click(within(prompt).getByRole('button', { name: REAUTH_TEXTS.confirm }));

    const name = await screen.findByLabelText(PASSKEY_TEXTS.nameLabel);
    expect((name as HTMLInputElement).value).toBe('Chrome on Linux (2)');
    expect(screen.getByText(PASSKEY_TEXTS.nameHint)).toBeTruthy();
    expect(await screen.findByText(PASSKEY_TEXTS.added)).toBeTruthy();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'c2VydmVyLWNoYWxsZW5nZQ', rp: { id: 'aurum.test' } },
    });
    expect(calls().find((c) => c.url.endsWith('/register/verify'))?.body).toEqual({
      credential: { id: 'bmV3', type: 'public-key' },
    });

    await user.clear(name);
    await user.type(name, 'Work laptop');
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.save }));
    expect(await screen.findByText(PASSKEY_TEXTS.renamed)).toBeTruthy();
    expect(await screen.findByText('Work laptop')).toBeTruthy();
    expect(
      calls()
        .filter((c) => c.method === 'PATCH')
        .map((c) => c.body),
    ).toEqual([{ name: 'Work laptop' }]);
  });

  it('tells the member when the browser prompt was cancelled, and adds nothing', async () => {
    const { calls } = passkeysServer([]);
    webauthn.startRegistration.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.add }));
    expect(await screen.findByText(PASSKEY_TEXTS.cancelled)).toBeTruthy();
    expect(calls().some((c) => c.url.endsWith('/register/verify'))).toBe(false);
  });

  it('renames in place and checks the name first', async () => {
    const { calls } = passkeysServer([PHONE]);
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Rename iCloud Keychain' }));
    const field = screen.getByLabelText(PASSKEY_TEXTS.nameLabel);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.save }));
    expect(await screen.findByText('Please give the passkey a name')).toBeTruthy();
    expect(calls().some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(field, 'My iPhone');
    await user.click(screen.getByRole('button', { name: PASSKEY_TEXTS.save }));
    expect(await screen.findByText('My iPhone')).toBeTruthy();
  });

  it('removes a passkey only after the member confirms (and re-enters the password)', async () => {
    const { calls } = passkeysServer([PHONE, KEY], { reauthenticated: false });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Linux' }));
    const confirm = await screen.findByRole('dialog', { name: PASSKEY_TEXTS.removeTitle });
    expect(confirm.textContent).toContain(PASSKEY_TEXTS.removeBody('Chrome on Linux'));
    await user.click(within(confirm).getByRole('button', { name: PASSKEY_TEXTS.cancel }));
    expect(calls().some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Chrome on Linux' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: PASSKEY_TEXTS.removeTitle })).getByRole(
        'button',
        { name: PASSKEY_TEXTS.remove },
      ),
    );
    const prompt = await screen.findByRole('dialog', { name: REAUTH_TEXTS.title });
    // The confirmation closes as the password prompt opens. Under load jsdom can still see the
    // closing dialog's `pointer-events: none` on the body when the prompt is typed into; the real
    // browser types into this prompt in e2e/tests/passkeys.spec.ts, so here the check is skipped.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PASSKEY_TEXTS.removeTitle })).toBeNull(),
    );
    const typist = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await typist.type(within(prompt).getByLabelText(REAUTH_TEXTS.password), 'Sunset-Villa-42!');
    await typist.click(within(prompt).getByRole('button', { name: REAUTH_TEXTS.confirm }));

    expect(await screen.findByText(PASSKEY_TEXTS.removed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Chrome on Linux')).toBeNull());
    expect(screen.getByText('iCloud Keychain')).toBeTruthy();
    expect(
      calls()
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.url),
    ).toEqual([`/auth/v1/passkeys/${KEY.id}`, `/auth/v1/passkeys/${KEY.id}`]);
  });

  it("shows the server's message when a passkey is refused", async () => {
    mockFetch((url) =>
      url === '/auth/v1/passkeys'
        ? jsonResponse(200, { passkeys: [] })
        : url.endsWith('/options')
          ? jsonResponse(200, { challenge: 'Yw' })
          : jsonResponse(409, { code: 'PASSKEY_EXISTS', message: PASSKEY_ERRORS.PASSKEY_EXISTS }),
    );
    webauthn.startRegistration.mockResolvedValue({ id: 'bmV3' });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.add }));
    expect(await screen.findByText(PASSKEY_ERRORS.PASSKEY_EXISTS)).toBeTruthy();
  });
});
