import type { ExternalToast } from 'sonner';

let markReady: () => void = () => undefined;

/** Settles once the Toaster listens: toasts sent before then would be lost. */
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));

/** Called by the Toaster (components/ui/toaster.tsx) once it listens. */
export const markToasterReady = () => markReady();

let toastRaised = false;
const toastListeners = new Set<() => void>();

/**
 * Calls back once the first toast is raised (at once if one was), for the app to mount the
 * Toaster then instead of waiting for the first screen to settle. Returns an unsubscribe.
 */
export function onFirstToast(listener: () => void): () => void {
  if (toastRaised) {
    listener();
    return () => undefined;
  }
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}

type Sonner = (typeof import('sonner'))['toast'];

let sonner: Promise<Sonner> | undefined;

/**
 * Runs once sonner has loaded and the Toaster listens, in the order the calls were made. Should
 * sonner's download fail (offline), that toast cannot show (the Toaster needs sonner too); the
 * next toast tries the download again.
 */
function whenReady(show: (toast: Sonner) => void) {
  if (!toastRaised) {
    toastRaised = true;
    for (const listener of toastListeners) listener();
    toastListeners.clear();
  }
  sonner ??= Promise.all([import('sonner'), toasterReady])
    .then(([{ toast }]) => toast)
    .catch((error: unknown) => {
      sonner = undefined;
      throw error;
    });
  sonner.then(show, () => undefined);
}

/**
 * Aurum's toasts (spec 01 section 9). Sonner and the Toaster load after a screen's first paint
 * (ADR 022), so no screen carries them in its first load; a toast raised before they are there
 * waits for them, and toasts keep the order they were raised in.
 */
export const toast = Object.assign(
  (title: string, options?: ExternalToast) => whenReady((sonner) => sonner(title, options)),
  {
    success: (title: string, options?: ExternalToast) =>
      whenReady((sonner) => sonner.success(title, options)),
    error: (title: string, options?: ExternalToast) =>
      whenReady((sonner) => sonner.error(title, options)),
    dismiss: (id?: string | number) => whenReady((sonner) => sonner.dismiss(id)),
  },
);
