import { holdEarlyClicks } from './app/first-screen/early-clicks';
import { takeFirstScreen } from './app/first-screen/read-first-screen';
import { restoreSession } from './features/auth/api/restore-session';
import { listenForInstallPrompt } from './features/install/utils/install-prompt-store';
import { registerServiceWorker } from './features/install/utils/register-service-worker';
import { afterNextPaint } from './lib/after-next-paint';
import { loadFormattingData } from './lib/locale';
import { sessionStore } from './lib/session-store';
import './index.css';

/*
 * The entry holds no React (ADR 022): it is small, so what a screen waits for starts as soon as
 * it arrives instead of after React has downloaded and run. React itself is fetched alongside
 * (index.html preloads it).
 */

// The browser may offer installation before any screen has mounted: listen from the start.
listenForInstallPrompt();
registerServiceWorker();

/**
 * The app (router, session, data, and the screens' descriptors) is its own chunk: the landing
 * page starts without it. The opened screen's code starts as the app's runs (mountApp); the page
 * names the files of both, so the browser fetches them with the entry (ADR 027, ADR 044).
 */
const loadApp = () => import('./app/mount-app');

/**
 * Everything a screen waits for starts at once: the session restore and the app's code (with the
 * screen's, which the page preloads), instead of one after the other.
 */
function startApp() {
  const firstScreen = takeFirstScreen();
  const restoring = restoreSession();
  sessionStore.restoring(restoring);
  // A press on the painted first screen before the app runs is made again once it does.
  const root = document.getElementById('root');
  const earlyClicks = firstScreen && root ? holdEarlyClicks(root) : undefined;
  const loadCode = () => {
    void loadApp().then(({ mountApp }) => mountApp(restoring, firstScreen, earlyClicks?.release));
    loadFormattingData();
  };
  // A first screen from the server is painted before the app's code runs (ADR 031): the code is
  // downloaded already (the page preloads it), but running it first would hold the paint back.
  if (firstScreen) afterNextPaint(loadCode);
  else loadCode();
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
