import { afterNextPaint } from '../../lib/after-next-paint';

/** Controls that do nothing until the app runs: links and form fields work in plain HTML. */
const APP_CONTROLS = 'button, [role="tab"], [role="button"], [role="switch"], [role="checkbox"]';
/** A press, as controls listen for it (tabs act on mousedown, menus on pointerdown, buttons on click). */
const PRESS_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

/**
 * Holds the presses a member makes on a first screen from the server (ADR 031) before the app has
 * taken it over: the markup is painted first, and on a slow phone a tab or button pressed in that
 * moment would do nothing (or, for a form's button, reload the page). Their events are held and
 * sent again, in order, once the app is in charge: `release` after the takeover. A control the
 * takeover did not keep (the app rendered the page afresh) gets nothing.
 */
export function holdEarlyClicks(root: HTMLElement): { release: () => void } {
  const held: { target: Element; event: MouseEvent }[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(APP_CONTROLS);
    if (!target || !control || !root.contains(control) || !(event instanceof MouseEvent)) return;
    // Only the click's default is held (a form's button would send the form): held pointer events
    // would stop the browser from sending the mouse events a tab acts on.
    if (event.type === 'click') event.preventDefault();
    event.stopPropagation();
    held.push({ target, event });
  };
  for (const type of PRESS_EVENTS) root.addEventListener(type, hold, true);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      for (const type of PRESS_EVENTS) root.removeEventListener(type, hold, true);
      // The app's effects run after its first paint; the presses come after them.
      afterNextPaint(() => {
        for (const { target, event } of held) {
          if (!target.isConnected) continue;
          const Press = event.constructor as typeof MouseEvent;
          target.dispatchEvent(new Press(event.type, event));
        }
      });
    },
  };
}
