import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingShell } from './app/landing-shell';
import { preloadScreen } from './app/screens';
import { restoreSession } from './features/auth/api/restore-session';
import { listenForInstallPrompt } from './features/install/utils/install-prompt-store';
import { registerServiceWorker } from './features/install/utils/register-service-worker';
import './index.css';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

// The browser may offer installation before any screen has mounted: listen from the start.
listenForInstallPrompt();
registerServiceWorker();

/** The app (router, session, data) is its own chunk: the landing page starts without it. */
const loadApp = () => import('./app/app');

/**
 * Everything a screen waits for starts at once (ADR 022): the session restore, the app's code and
 * the screen's own code, instead of one after the other.
 */
function startApp() {
  const restoring = restoreSession();
  preloadScreen(window.location.pathname);
  void loadApp().then(({ App }) =>
    root.render(
      <StrictMode>
        <App restoring={restoring} />
      </StrictMode>,
    ),
  );
}

if (window.location.pathname === '/') {
  root.render(
    <StrictMode>
      <LandingShell
        prefetch={() => void loadApp()}
        enterApp={(to) => {
          window.history.pushState(null, '', to);
          startApp();
        }}
      />
    </StrictMode>,
  );
} else {
  startApp();
}
