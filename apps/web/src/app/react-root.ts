import { render as renderKeepingElements, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { runEffectsBeforeEvents } from '../lib/effects-before-events';

// Every screen's effects run before the next click or key press reaches it, as in React (ADR 087).
runEffectsBeforeEvents();

let root: Root | undefined;

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}

/** The page's one React root: the landing page renders into it first, the app may replace it. */
export function reactRoot(): Root {
  root ??= createRoot(rootElement());
  return root;
}

/**
 * Renders into the root over a first screen's markup from the server (ADR 031), keeping the
 * elements it finds and correcting what differs (text, attributes). React's `createRoot` (here
 * Preact's compatibility layer) would empty the root first: the same pixels, but new elements.
 * Preact's own `render` does this; later renders go through `reactRoot()` as usual.
 */
export function renderOverServerMarkup(app: ReactNode): void {
  renderKeepingElements(app as ComponentChild, rootElement());
}
