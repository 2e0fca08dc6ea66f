import { StrictMode, startTransition } from 'react';
import { LandingShell } from './landing-shell';
import { reactRoot } from './react-root';

/** Renders the landing page on its own (ADR 022); `enterApp` takes a link into the app. */
export function mountLanding(prefetchApp: () => void, enterApp: (to: string) => void) {
  // A transition: React renders the first screen in slices and lets the browser in between
  // (no long task), then shows it whole.
  startTransition(() =>
    reactRoot().render(
      <StrictMode>
        <LandingShell prefetch={prefetchApp} enterApp={enterApp} />
      </StrictMode>,
    ),
  );
}
