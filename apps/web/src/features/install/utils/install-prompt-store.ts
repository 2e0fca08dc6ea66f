/** The event Chromium browsers fire when Aurum can be installed (not yet in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let listening = false;
const subscribers = new Set<() => void>();

const notify = () => subscribers.forEach((subscriber) => subscriber());

/**
 * Keeps the browser's install offer for the Install now button. The browser fires it once, early,
 * often before the dashboard's code has loaded, so this listens from start-up on.
 */
export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own button instead of the browser's mini banner.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    notify();
  });
}

export function subscribeToInstallPrompt(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export const canPromptInstall = () => deferredPrompt !== null;

/** Shows the browser's install prompt; an offer can be used once. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  deferredPrompt = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}
