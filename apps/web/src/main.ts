import { preloadScreen } from './app/screens';
import { restoreSession } from './features/auth/api/restore-session';
import { listenForInstallPrompt } from './features/install/utils/install-prompt-store';
import { registerServiceWorker } from './features/install/utils/register-service-worker';
import { loadFormattingData } from './lib/locale';
import './index.css';

/*
 * The entry holds no React (ADR 022): it is small, so what a screen waits for starts as soon as
 * it arrives instead of after React has downloaded and run. React itself is fetched alongside
 * (index.html preloads it).
 */

// The browser may offer installation before any screen has mounted: listen from the start.
listenForInstallPrompt();
registerServiceWorker();

/** The app (router, session, data) is its own chunk: the landing page starts without it. */
const loadApp = () => import('./app/mount-app');

/**
 * Everything a screen waits for starts at once: the session restore, the app's code and the code
 * of the screen being opened, instead of one after the other.
 */
function startApp() {
  const restoring = restoreSession();
  preloadScreen(window.location.pathname);
  void loadApp().then(({ mountApp }) => mountApp(restoring));
  loadFormattingData();
}

if (window.location.pathname === '/') {
  void import('./app/mount-landing').then(({ mountLanding }) =>
    mountLanding(
      () => void loadApp(),
      (to) => {
        window.history.pushState(null, '', to);
        startApp();
      },
    ),
  );
} else {
  startApp();
}
