import { useEffect, useState } from 'react';
import type { VaultItem } from './vault-types';
import { getVaultItems, openVaultItem } from './get-vault-items';

export type OpenedItems =
  { state: 'opening' } | { state: 'failed' } | { state: 'opened'; items: VaultItem[] };

interface Outcome {
  vaultKey: CryptoKey;
  wanted: string;
  items: VaultItem[] | null;
}

/**
 * Some of the member's items, decrypted here with the vault key (another screen's view of the
 * vault, e.g. the assistant's card after the member approved, ADR 062). The sealed items come
 * from the vault's API; the plaintext lives only in this hook's state, never in a cache, and is
 * gone when the screen that holds it goes. Items no longer in the vault are left out.
 */
export function useOpenedVaultItems(vaultKey: CryptoKey, ids: readonly string[]): OpenedItems {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const wanted = ids.join(',');
  useEffect(() => {
    const controller = new AbortController();
    const chosen = new Set(wanted.split(','));
    const settle = (items: VaultItem[] | null) =>
      !controller.signal.aborted && setOutcome({ vaultKey, wanted, items });
    void getVaultItems(controller.signal)
      .then(({ items }) =>
        Promise.all(
          items.filter((item) => chosen.has(item.id)).map((item) => openVaultItem(vaultKey, item)),
        ),
      )
      .then(settle, () => settle(null));
    return () => controller.abort();
  }, [vaultKey, wanted]);
  if (!outcome || outcome.vaultKey !== vaultKey || outcome.wanted !== wanted)
    return { state: 'opening' };
  return outcome.items ? { state: 'opened', items: outcome.items } : { state: 'failed' };
}
