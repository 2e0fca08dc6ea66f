import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { DATA_RIGHTS_TEXTS as T } from '@aurum/shared/data-rights/data-rights-texts';
import { formatDate } from '@aurum/shared/format/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { authValue, renderAt } from '../../../testing/render';
import { DataRightsSection } from './data-rights-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DELETES_AT = '2026-12-04T20:00:00.000Z';

describe('the data rights section', () => {
  it('asks for deletion: confirm dialog, the password again, then signs out', async () => {
    let reauthenticated = false;
    const { calls } = mockFetch((url, init) => {
      if (url === '/api/data-rights') return jsonResponse(200, { deletion: null });
      if (url === '/auth/v1/reauthenticate') {
        reauthenticated = true;
        return jsonResponse(200, { reauthenticated_until: DELETES_AT });
      }
      if (url === '/api/data-rights/deletion' && init.method === 'POST') {
        return reauthenticated
          ? jsonResponse(200, { deletion: { requested_at: DELETES_AT, deletes_at: DELETES_AT } })
          : jsonResponse(403, { code: 'AUTH_REAUTH_REQUIRED', message: REAUTH_TEXTS.required });
      }
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
    });
    const signOut = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderAt(<DataRightsSection />, { path: '/security', auth: authValue({ signOut }) });

    await user.click(await screen.findByRole('button', { name: T.deleteButton }));
    const dialog = await screen.findByRole('dialog', { name: T.confirmTitle });
    expect(within(dialog).getByText(T.confirmRemoved)).toBeTruthy();
    expect(within(dialog).getByText(T.confirmPayments)).toBeTruthy();
    expect(within(dialog).getByText(T.confirmGrace)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.confirmButton }));

    const prompt = await screen.findByRole('dialog', { name: REAUTH_TEXTS.title });
    await user.type(within(prompt).getByLabelText(REAUTH_TEXTS.password), 'Sunset-Villa-42!');
    await user.click(within(prompt).getByRole('button', { name: REAUTH_TEXTS.confirm }));

    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(await screen.findByText('Now at another page')).toBeTruthy();
    expect(calls().filter((c) => c.method === 'POST')).toMatchObject([
      { url: '/api/data-rights/deletion', body: { confirm: true } },
      { url: '/auth/v1/reauthenticate', body: { password: 'Sunset-Villa-42!' } },
      { url: '/api/data-rights/deletion', body: { confirm: true } },
    ]);
  });

  it('shows a pending deletion with its date instead of the button', async () => {
    mockFetch(() =>
      jsonResponse(200, { deletion: { requested_at: DELETES_AT, deletes_at: DELETES_AT } }),
    );
    renderAt(<DataRightsSection />, { path: '/security' });
    expect((await screen.findByRole('status')).textContent).toBe(T.pending(formatDate(DELETES_AT)));
    expect(screen.queryByRole('button', { name: T.deleteButton })).toBeNull();
  });

  it('downloads the JSON and the readable summary', async () => {
    mockFetch((url) =>
      url === '/api/data-rights/export'
        ? jsonResponse(200, {
            format: 'aurum-member-export/1',
            exported_at: '2026-11-27T20:00:00.000Z',
            readme: 'README',
            summary: 'SUMMARY',
            data: {},
          })
        : jsonResponse(200, { deletion: null }),
    );
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderAt(<DataRightsSection />, { path: '/security' });
    await user.click(screen.getByRole('button', { name: T.exportButton }));
    await waitFor(() =>
      expect(saved).toEqual(['aurum-data-2026-11-27.json', 'aurum-data-summary-2026-11-27.txt']),
    );
  });
});
