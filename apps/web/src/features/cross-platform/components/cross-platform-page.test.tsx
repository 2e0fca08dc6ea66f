import { PLATFORM_TEXTS } from '@aurum/shared/life-os/life-os-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { calendarFeed, serveLifeOs } from '../../../testing/personas-reset-test-server';
import { renderRoutes } from '../../../testing/render';
import { CrossPlatformPage } from './cross-platform-page';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const renderPage = (path = '/cross-platform') =>
  renderRoutes(
    [
      {
        path: '/cross-platform',
        element: (
          <>
            <CrossPlatformPage />
            <Toaster />
          </>
        ),
      },
    ],
    { path },
  );

/** The browser's display mode: standalone when Aurum runs installed. */
function displayMode(standalone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: standalone && query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('CrossPlatformPage', () => {
  it('shows the four platforms with setup steps; Desktop is connected when Aurum runs installed', async () => {
    displayMode(true);
    serveLifeOs();
    renderPage();
    const tabs = within(await screen.findByRole('tablist', { name: 'Cross-platform sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Platforms',
      'Settings',
      'Data Sync',
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const desktop = within(screen.getByRole('article', { name: 'Desktop App' }));
    expect(desktop.getByText('Connected')).toBeTruthy();
    expect(desktop.getByText('You are using the installed app.')).toBeTruthy();
    const watch = within(screen.getByRole('article', { name: 'Apple Watch' }));
    expect(watch.getByText('Not connected')).toBeTruthy();
    expect(watch.getByText(/Add Subscribed Calendar/)).toBeTruthy();
  });

  it('offers to install on Desktop when Aurum runs in a browser tab', async () => {
    displayMode(false);
    serveLifeOs();
    renderPage();
    const desktop = within(await screen.findByRole('article', { name: 'Desktop App' }));
    expect(desktop.getByText('Not connected')).toBeTruthy();
    expect(desktop.getByRole('button', { name: 'Install App' })).toBeTruthy();
  });

  it("connects and disconnects a platform, and says 'Connection Failed' when it cannot", async () => {
    const user = userEvent.setup();
    displayMode(false);
    const server = serveLifeOs();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
    const telegram = within(screen.getByRole('article', { name: 'Telegram' }));
    expect(await telegram.findByText('Connected')).toBeTruthy();
    expect(server.calls().at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/platforms/telegram',
      body: { connected: true },
    });
    await user.click(telegram.getByRole('button', { name: 'Disconnect Telegram' }));
    expect(await telegram.findByText('Not connected')).toBeTruthy();

    serveLifeOs({ failConnection: true });
    await user.click(screen.getByRole('button', { name: 'Connect Garmin' }));
    expect(await screen.findByText(PLATFORM_TEXTS.connectionFailedTitle)).toBeTruthy();
    expect(screen.getByText(PLATFORM_TEXTS.connectionFailedDescription)).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Garmin' })).getByText('Not connected'),
    ).toBeTruthy();
  });

  it('saves a general setting', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs();
    renderPage('/cross-platform?tab=settings');
    const voice = await screen.findByRole('switch', { name: 'Voice Commands' });
    await user.click(voice);
    expect(voice.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(server.calls().at(-1)?.method).toBe('PUT'));
    expect(server.calls().at(-1)).toMatchObject({
      url: '/api/platforms/settings',
      body: { notifications: true, voiceCommands: false, dataSync: true, priorityAlerts: true },
    });
  });

  it('turns the calendar subscription on, copies it, re-issues it after a warning and turns it off', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs();
    renderPage('/cross-platform?tab=data-sync');
    const feed = within(
      await screen.findByRole('region', { name: 'Private calendar subscription' }),
    );
    expect(feed.getByText(/requests, bookings and personal events/)).toBeTruthy();
    await user.click(feed.getByRole('button', { name: 'Turn on' }));
    const link = await feed.findByLabelText('Subscription link');
    const first = (link as HTMLInputElement).value;
    expect(first).toMatch(/^https:\/\/aurum\.test\/calendar\/feed\/token-\d+\.ics$/);
    expect(feed.getByRole('link', { name: 'Add to Apple Calendar' }).getAttribute('href')).toBe(
      first.replace('https://', 'webcal://'),
    );

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(feed.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(first);
    expect(await screen.findByText('Link copied')).toBeTruthy();

    await user.click(feed.getByRole('button', { name: 'Issue a new link' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/The old link stops working at once/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Issue new link' }));
    await waitFor(() => expect((link as HTMLInputElement).value).not.toBe(first));
    expect(server.calls().filter((call) => call.method === 'POST')).toHaveLength(2);

    await user.click(await feed.findByRole('button', { name: 'Turn off' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }),
    );
    expect(await feed.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(server.calls().at(-1)).toMatchObject({ method: 'DELETE', url: '/api/calendar/feed' });
  });

  it('shows an issued subscription as it is', async () => {
    serveLifeOs({ feed: calendarFeed() });
    renderPage('/cross-platform?tab=data-sync');
    expect(await screen.findByText('Issued 20 Nov 2026')).toBeTruthy();
  });
});
