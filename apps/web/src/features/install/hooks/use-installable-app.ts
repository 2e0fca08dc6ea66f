import { useEffect } from 'react';
import { listenForInstallPrompt } from '../utils/install-prompt-store';
import { registerServiceWorker } from '../utils/register-service-worker';

// The browser may offer installation before any screen has mounted: listen as this module loads.
listenForInstallPrompt();

/** Mounted once at the root: registers the service worker that makes Aurum installable. */
export function useInstallableApp(): void {
  useEffect(() => registerServiceWorker(), []);
}
