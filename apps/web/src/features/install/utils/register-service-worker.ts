import { afterFirstScreen } from '../../../lib/after-first-screen';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
let registered = false;

/**
 * Registers the service worker of production builds (vite-plugin-pwa writes /sw.js) once the first
 * screen is up (ADR 022). It is a module, not the plugin's inline snippet, because the
 * Content-Security-Policy forbids inline script. A new version takes over at once (autoUpdate) and
 * the page reloads onto it, so a screen never asks for code files the server no longer has.
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  afterFirstScreen(() => void register());
}

async function register() {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  workbox
    .register()
    .then(() => window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS))
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
