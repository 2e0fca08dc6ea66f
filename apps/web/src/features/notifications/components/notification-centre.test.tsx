// Runs isolated (ADR 086): it counts on app modules that no other test file has loaded yet.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notification, serveNotifications } from '../../../testing/notifications-test-server';
import { renderAt, renderRoutes } from '../../../testing/render';
import { BellButton } from './bell-button';
import { NotificationBell } from './notification-bell';
import { NotificationsPage } from './notifications-page';

afterEach(() => vi.unstubAllGlobals());

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

describe('the bell', () => {
  it('shows no badge at 0', async () => {
    const { calls } = serveNotifications();
    renderAt(<BellButton />);
    await waitFor(() =>
      expect(calls().some((call) => call.url === '/api/notifications/unread-count')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('counts up to nine, then says 9+', async () => {
    const items = Array.from({ length: 12 }, () => notification());
    serveNotifications({ items });
    renderAt(<BellButton />);
    const button = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(button).getByText('9+')).toBeTruthy();
  });

  it('marks read the push notification the member tapped, and drops it from the address', async () => {
    const tapped = notification({ id: '0b7c6a2e-3f1d-4c8e-9a55-2d1f0e9b7c11' });
    const { calls } = serveNotifications({ items: [tapped, notification()] });
    const { router } = renderRoutes([{ path: '/request-status', element: <BellButton /> }], {
      path: `/request-status?id=7&opened_notification=${tapped.id}#timeline`,
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(
      calls()
        .filter((call) => call.method === 'POST')
        .map((call) => call.url),
    ).toEqual([`/api/notifications/${tapped.id}/read`]);
    expect(router.state.location).toMatchObject({ search: '?id=7', hash: '#timeline' });
  });

  it('comes once the first screen has settled, in its place until then', async () => {
    serveNotifications({ items: [notification()] });
    renderAt(<NotificationBell />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5_000 }),
    ).toBeTruthy();
  });
});

describe('the centre', () => {
  it('lists newest first with unread marks; tapping one opens its page and marks it read', async () => {
    const first = notification({ title: 'Request confirmed' });
    const older = notification({
      title: 'Payment received',
      body: 'Thank you: your payment is received.',
      url: '/membership',
      read_at: '2026-11-27T10:00:00Z',
      created_at: '2026-11-02T10:00:00Z',
    });
    const { calls } = serveNotifications({ items: [first, older] });
    renderAt(<BellButton />, { path: '/dashboard' });
    await userEvent.click(await bell());

    const centre = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(centre).findAllByRole('link', { name: /Request|Payment/ });
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Unread: Request confirmed5 min ago/),
      expect.stringMatching(/^Payment received02 Nov 2026/),
    ]);

    await userEvent.click(links[0]!);
    expect(await screen.findByText('Now at another page')).toBeTruthy();
    expect(
      calls().some((call) => call.method === 'POST' && call.url.endsWith(`/${first.id}/read`)),
    ).toBe(true);
    // The read one is not marked again.
    expect(calls().some((call) => call.url.endsWith(`/${older.id}/read`))).toBe(false);
  });

  it('marks all read, and the button goes with the last unread', async () => {
    const { calls } = serveNotifications({ items: [notification(), notification()] });
    renderAt(<BellButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull());
    expect(calls().some((call) => call.url === '/api/notifications/read-all')).toBe(true);
    const centre = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(centre).queryByText(/^Unread/)).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    serveNotifications();
    renderAt(<NotificationsPage />);
    expect(await screen.findByText('Nothing yet')).toBeTruthy();
  });

  it('pages with next_cursor: "Show older" asks for the next page', async () => {
    const items = Array.from({ length: 3 }, (_, index) =>
      notification({ title: `Notice ${index + 1}` }),
    );
    const { calls } = serveNotifications({ items, pageSize: 2 });
    renderAt(<NotificationsPage />);
    expect(await screen.findByText('Notice 2')).toBeTruthy();
    expect(screen.queryByText('Notice 3')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Notice 3')).toBeTruthy();
    expect(calls().some((call) => call.url === '/api/notifications?cursor=2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('never follows a link away from Aurum: the centre opens instead', async () => {
    serveNotifications({ items: [notification({ url: '//elsewhere.example/x' })] });
    renderAt(<NotificationsPage />);
    const link = await screen.findByRole('link', { name: /Request confirmed/ });
    expect(link.getAttribute('href')).toBe('/notifications');
  });
});
