const UPDATE_CHECK_MS = 60 * 60 * 1000;
let registered = false;

/** After the page has loaded and the browser is idle: the first screen never waits for it. */
function afterFirstScreen(task: () => void) {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: 5000 });
    } else {
      setTimeout(task, 1000);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

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
