import { REAUTH_TEXTS } from '@aurum/shared/auth/auth-messages';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { authValue, renderAt } from '../../../testing/render';
import { TwoFactorSection } from './two-factor-section';

afterEach(() => vi.unstubAllGlobals());

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${'abcdefghij'[i]}${i}`);
const status = (enabled: boolean, remaining = enabled ? 10 : 0) => ({
  any_factor: enabled,
  totp: { enabled, enrolled_at: enabled ? '2026-11-27T10:00:00.000Z' : null },
  recovery_codes: { remaining },
});

describe('TwoFactorSection', () => {
  it('sets up an app after the password again: QR code, key, first code, codes shown once', async () => {
    let on = false;
    let reauthenticated = false;
    const { calls } = mockFetch((url, init) => {
      if (url === '/auth/v1/factors') return jsonResponse(200, status(on));
      if (url === '/auth/v1/reauthenticate') {
        reauthenticated = true;
        return jsonResponse(200, {
          reauthenticated_until: new Date(Date.now() + 5 * 60_000).toISOString(),
        });
      }
      if (url === '/auth/v1/factors/totp' && init.method === 'POST') {
        return reauthenticated
          ? jsonResponse(200, {
              uri: 'otpauth://totp/Aurum:thandi?secret=JBSWY3DPEHPK3PXP',
              qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
              secret: 'JBSWY3DPEHPK3PXP',
            })
          : jsonResponse(403, { code: 'AUTH_REAUTH_REQUIRED', message: REAUTH_TEXTS.required });
      }
      if (url === '/auth/v1/factors/totp/verify') {
        on = true;
        return jsonResponse(200, { recovery_codes: CODES });
      }
      return jsonResponse(500);
    });
    const user = userEvent.setup();
    renderAt(<TwoFactorSection />, { auth: authValue() });
    render(<Toaster />);
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.setUp }));
    const dialog = await screen.findByRole('dialog', { name: REAUTH_TEXTS.title });
    await user.type(within(dialog).getByLabelText(REAUTH_TEXTS.password), 'Sunset-Villa-42!');
    await user.click(within(dialog).getByRole('button', { name: REAUTH_TEXTS.confirm }));
    expect(await screen.findByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText(TWO_FACTOR_TEXTS.codeLabel), '123 456');
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirmCode }));
    const list = await screen.findByRole('list', { name: TWO_FACTOR_TEXTS.recoveryTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(calls().find((c) => c.url === '/auth/v1/factors/totp/verify')?.body).toEqual({
      code: '123456',
    });
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.done }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.recoveryRemaining(10))).toBeTruthy();
    expect(screen.queryByRole('list', { name: TWO_FACTOR_TEXTS.recoveryTitle })).toBeNull();
  });

  it('turns the app off after a confirmation', async () => {
    let on = true;
    const { calls } = mockFetch((url, init) => {
      if (url === '/auth/v1/factors') return jsonResponse(200, status(on));
      if (url === '/auth/v1/factors/totp' && init.method === 'DELETE') {
        on = false;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(500);
    });
    const user = userEvent.setup();
    renderAt(<TwoFactorSection />, { auth: authValue() });
    render(<Toaster />);
    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.remove }));
    expect(screen.getByText(TWO_FACTOR_TEXTS.removeConfirm)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.remove }));
    expect(await screen.findByRole('button', { name: TWO_FACTOR_TEXTS.setUp })).toBeTruthy();
    expect(calls().some((c) => c.method === 'DELETE')).toBe(true);
  });
});
