/** How long to wait for a frame that a page in a background tab will not paint until shown. */
export const HIDDEN_PAGE_WAIT_MS = 250;

/**
 * Runs `task` once the browser has painted the next frame (ADR 031: a server-rendered screen is
 * painted before the app's code runs). A page opened in a background tab paints no frame until it
 * is shown, so the task then runs after a short wait anyway (`hiddenPageWaitMs`). It runs once.
 */
export function afterNextPaint(task: () => void, hiddenPageWaitMs = HIDDEN_PAGE_WAIT_MS): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, hiddenPageWaitMs);
}
