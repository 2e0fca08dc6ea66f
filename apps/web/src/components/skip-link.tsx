import { useEffect, useRef, type MouseEvent } from 'react';

/** Where the skip link goes: the screen's main landmark, or its first heading on a bare page. */
const contentOfScreen = () =>
  document.querySelector<HTMLElement>('main') ?? document.querySelector<HTMLElement>('h1');

/**
 * The first stop of the keyboard on every screen (ADR 081): hidden until it has the focus, then a
 * gold pill at the top left, above any toast; Enter moves the focus past the headers and navigation to the screen's
 * content. When the screen changes (`screen`, its path) and the focus was lost with the old screen,
 * it starts again just before the skip link, as on a page load.
 */
export function SkipLink({ screen }: { screen?: string }) {
  const start = useRef<HTMLSpanElement>(null);
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const first = shown.current === undefined;
    shown.current = screen;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!first && lost) start.current?.focus({ preventScroll: true });
  }, [screen]);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const content = contentOfScreen();
    if (!content) return;
    event.preventDefault();
    if (!content.hasAttribute('tabindex')) content.setAttribute('tabindex', '-1');
    content.focus();
  };
  return (
    <>
      <span ref={start} tabIndex={-1} className="sr-only" />
      <a
        href="#content"
        onClick={skip}
        className="sr-only rounded-lg bg-gold-500 px-4 py-2 text-sm font-semibold text-ink-950 focus-visible:not-sr-only focus-visible:fixed focus-visible:top-3 focus-visible:left-3 focus-visible:z-[2147483647] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
      >
        Skip to content
      </a>
    </>
  );
}
