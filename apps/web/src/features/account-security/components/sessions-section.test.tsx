import type { MemberSession } from '@aurum/shared/auth/sessions-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { serveAdmin } from '../../../testing/admin-test-server';
import { jsonResponse } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { SessionsSection } from './sessions-section';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const session = (overrides: Partial<MemberSession>): MemberSession => ({
  id: 'laptop',
  browser: 'Chrome 131',
  os: 'macOS',
  device: 'desktop',
  location: 'Unknown location',
  signed_in_at: '2026-11-20T08:00:00Z',
  last_seen_at: '2026-11-27T09:30:00Z',
  current: true,
  ...overrides,
});

const PHONE = session({
  id: 'phone',
  browser: 'Safari 17',
  os: 'iOS 17.1',
  device: 'mobile',
  location: 'Private network',
  current: false,
});

const renderSection = () =>
  renderAt(
    <>
      <SessionsSection />
      <Toaster />
    </>,
  );

describe('SessionsSection', () => {
  it('lists the devices with this one marked, and signs another out after a confirmation', async () => {
    let sessions = [session({}), PHONE];
    const { calls } = serveAdmin({
      'GET /auth/v1/sessions': () => jsonResponse(200, sessions),
      'DELETE /auth/v1/sessions/phone': () => {
        sessions = [session({})];
        return new Response(null, { status: 204 });
      },
    });
    renderSection();
    expect(screen.getByRole('status').textContent).toContain('Loading your devices...');
    const laptop = (await screen.findByText('Chrome 131 on macOS')).closest('li')!;
    expect(within(laptop).getByText('This device')).toBeTruthy();
    expect(within(laptop).queryByRole('button')).toBeNull();
    const phone = screen.getByText('Safari 17 on iOS 17.1').closest('li')!;
    expect(within(phone).getByText('Private network')).toBeTruthy();
    expect(within(phone).queryByText('This device')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out: Safari 17 on iOS 17.1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog.textContent).toContain('Safari 17 on iOS 17.1 will be signed out at once');
    expect(calls().some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out device' }));
    expect(await screen.findByText('The device has been signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS 17.1')).toBeNull());
    expect(screen.getByText('No other devices are signed in.')).toBeTruthy();
    expect(
      calls().some(
        (call) => call.method === 'DELETE' && call.url.endsWith('/auth/v1/sessions/phone'),
      ),
    ).toBe(true);
  });

  it('keeps the device when the member cancels', async () => {
    const { calls } = serveAdmin({
      'GET /auth/v1/sessions': () => jsonResponse(200, [session({}), PHONE]),
    });
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out: Safari 17 on iOS 17.1' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('signs every other device out at once', async () => {
    let sessions = [
      session({}),
      PHONE,
      session({ id: 'tablet', device: 'tablet', current: false }),
    ];
    const { calls } = serveAdmin({
      'GET /auth/v1/sessions': () => jsonResponse(200, sessions),
      'POST /auth/v1/logout': () => {
        sessions = [session({})];
        return new Response(null, { status: 204 });
      },
    });
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out all other devices' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign out every other device?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText('Every other device has been signed out.')).toBeTruthy();
    expect(calls().some((call) => call.url.endsWith('/auth/v1/logout?scope=others'))).toBe(true);
    await waitFor(() => expect(screen.getByText('No other devices are signed in.')).toBeTruthy());
  });

  it('says so when the devices cannot be loaded', async () => {
    serveAdmin({
      'GET /auth/v1/sessions': () => jsonResponse(500, { code: 'INTERNAL', message: 'x' }),
    });
    renderSection();
    expect(await screen.findByText('Your devices could not be loaded.')).toBeTruthy();
  });
});
