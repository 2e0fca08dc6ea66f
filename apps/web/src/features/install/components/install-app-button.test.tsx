import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt } from '../utils/install-prompt-store';
import { InstallAppButton } from './install-app-button';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function pretendDevice(userAgent: string, platform: string, maxTouchPoints: number) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(navigator, 'platform', 'get').mockReturnValue(platform);
  // jsdom has no maxTouchPoints of its own.
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
}

function pretendStandalone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function openDialog() {
  render(<InstallAppButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
  return screen.findByRole('dialog', { name: 'Install Aurum' });
}

const platformHeadings = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The browser's install offer, as Chromium fires it. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('InstallAppButton', () => {
  it('opens "Install Aurum" with the iPhone steps first on an iPhone', async () => {
    pretendDevice(IPHONE, 'iPhone', 5);
    const dialog = await openDialog();
    expect(platformHeadings(dialog)).toEqual(['iPhone and iPadThis device', 'Android', 'Computer']);
    expect(within(dialog).getByText('Add to Home Screen')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Install now' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus back to the button on closing, and opens again at once', async () => {
    render(<InstallAppButton />);
    const button = screen.getByRole('button', { name: 'Install App' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Install Aurum' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Install Aurum' })).toBeTruthy();
  });

  it('puts Android first on Android', async () => {
    pretendDevice(ANDROID, 'Linux armv81', 5);
    const dialog = await openDialog();
    expect(platformHeadings(dialog)).toEqual(['AndroidThis device', 'iPhone and iPad', 'Computer']);
    expect(within(dialog).getByText('Install app')).toBeTruthy();
  });

  it('puts the computer first on a desktop, and an iPad posing as a Mac under iOS', async () => {
    pretendDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0', 'Linux x86_64', 0);
    const dialog = await openDialog();
    expect(platformHeadings(dialog)[0]).toBe('ComputerThis device');
    expect(within(dialog).getByText('Install Aurum', { selector: 'strong' })).toBeTruthy();
    cleanup();

    pretendDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 'MacIntel', 5);
    expect(platformHeadings(await openDialog())[0]).toBe('iPhone and iPadThis device');
  });

  it('says Aurum is already installed when it runs standalone', async () => {
    pretendStandalone(true);
    const dialog = await openDialog();
    expect(within(dialog).getByText('Aurum is already installed')).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: /Android/ })).toBeNull();
  });

  it('offers Install now once the browser allows it, and reports the choice', async () => {
    listenForInstallPrompt();
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('button', { name: 'Install now' })).toBeNull();

    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    // The offer reaches the open dialog on its next render.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Install now' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(await within(dialog).findByText(/Aurum is being installed/)).toBeTruthy();
    // An offer can be used once.
    expect(within(dialog).queryByRole('button', { name: 'Install now' })).toBeNull();
  });

  it('says so when the member dismisses the browser prompt', async () => {
    listenForInstallPrompt();
    const dialog = await openDialog();
    offerInstall('dismissed');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Install now' }));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Installation was cancelled. You can install Aurum from here at any time.',
    );
  });
});
