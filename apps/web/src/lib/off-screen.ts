/**
 * For the items of long lists, most of which start below the fold: the browser skips their style,
 * layout and paint until they come near the screen, and until then each holds the height of a
 * typical card (once drawn, the height it had). They stay in the page for find-in-page, links and
 * assistive technology. On a phone's first load of /marketplace this took a quarter to a third
 * off the style and layout work (ADR 030).
 */
export const OFF_SCREEN_SKIPPED = '[content-visibility:auto] [contain-intrinsic-size:auto_20rem]';
