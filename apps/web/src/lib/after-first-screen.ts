/**
 * Runs a task once the page has loaded and the browser is idle (at the latest 5 s after the load),
 * so what the first screen does not need never competes with it for the network or the main
 * thread (ADR 022, ADR 027). Returns a function that cancels the task if it has not run yet.
 */
export function afterFirstScreen(task: () => void): () => void {
  let cancel = () => window.removeEventListener('load', idle);
  function idle() {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 1000);
      cancel = () => window.clearTimeout(id);
    }
  }
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => cancel();
}
