import type { ExternalToast } from 'sonner';

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

/** Called by the Toaster once it listens: toasts sent before then would be lost. */
export const markToasterReady = () => markReady();

/**
 * An error toast from code that runs before any screen (the session restore): sonner and the
 * Toaster load after the first screen (ADR 022), so this waits for both.
 */
export function toastErrorWhenReady(title: string, options: ExternalToast) {
  void Promise.all([import('sonner'), ready]).then(([{ toast }]) => toast.error(title, options));
}
