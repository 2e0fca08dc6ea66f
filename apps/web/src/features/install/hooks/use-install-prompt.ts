import { useSyncExternalStore } from 'react';
import { canPromptInstall, subscribeToInstallPrompt } from '../utils/install-prompt-store';

/** Whether the browser has offered to install Aurum (and the offer is still unused). */
export function useCanPromptInstall(): boolean {
  return useSyncExternalStore(subscribeToInstallPrompt, canPromptInstall, () => false);
}
