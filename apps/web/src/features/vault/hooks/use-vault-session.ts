import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { vaultKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface UnlockedVault {
  key: CryptoKey;
  /** Which unlock this is: decrypted data is cached under it and dropped on lock. */
  session: number;
}

/**
 * The vault key lives only here, in memory, while the vault is unlocked. Lock Vault, leaving the
 * page or `autoLockMinutes` without activity clear it and every decrypted item.
 */
export function useVaultSession(autoLockMinutes: number) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [unlocked, setUnlocked] = useState<UnlockedVault | null>(null);
  const sessions = useRef(0);

  const lock = useCallback(() => {
    setUnlocked(null);
    queryClient.removeQueries({ queryKey: vaultKeys.items(user?.id ?? '') });
  }, [queryClient, user?.id]);

  const unlock = useCallback((key: CryptoKey) => {
    sessions.current += 1;
    setUnlocked({ key, session: sessions.current });
  }, []);

  useEffect(() => {
    if (!unlocked) return;
    let timer = window.setTimeout(lock, autoLockMinutes * 60_000);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(lock, autoLockMinutes * 60_000);
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart);
    };
  }, [unlocked, autoLockMinutes, lock]);

  // Leaving the vault page locks it: the key never outlives the screen that holds it.
  useEffect(() => lock, [lock]);

  return { unlocked, unlock, lock };
}
