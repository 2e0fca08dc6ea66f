import { useEffect } from 'react';
import { listenForInstallPrompt } from '../utils/install-prompt-store';
import { registerServiceWorker } from '../utils/register-service-worker';

/**
 * Mounted once at the root: listens for the install offer and registers the service worker that
 * makes Aurum installable (main.ts does both at start; both happen once).
 */
export function useInstallableApp(): void {
  useEffect(() => {
    listenForInstallPrompt();
    registerServiceWorker();
  }, []);
}
