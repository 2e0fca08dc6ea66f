import { useSyncExternalStore } from 'react';
import { isStandalone, subscribeToDisplayMode } from '../utils/read-standalone';

/** Whether Aurum is running as an installed app right now. */
export function useStandalone(): boolean {
  return useSyncExternalStore(subscribeToDisplayMode, isStandalone, () => false);
}
