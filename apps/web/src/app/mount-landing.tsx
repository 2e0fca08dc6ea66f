import { StrictMode } from 'react';
import { LandingShell } from './landing-shell';
import { reactRoot } from './react-root';

/** Renders the landing page on its own (ADR 022); `enterApp` takes a link into the app. */
export function mountLanding(prefetchApp: () => void, enterApp: (to: string) => void) {
  reactRoot().render(
    <StrictMode>
      <LandingShell prefetch={prefetchApp} enterApp={enterApp} />
    </StrictMode>,
  );
}
