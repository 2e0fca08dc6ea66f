import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersOf,
  tabOf,
  withChanges,
  withoutFilters,
  type BrowseFilters,
  type MarketplaceTab,
} from '../utils/browse-params';

export type MarketplaceChanges = Partial<BrowseFilters> & {
  tab?: MarketplaceTab;
  provider?: string | null;
};

/**
 * The marketplace's state as the address holds it (tab, filters, open provider), so a search can
 * be shared and survives a reload. Typing replaces the history entry; other changes add one.
 */
export function useMarketplaceParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: MarketplaceChanges, options: { replace?: boolean } = {}) =>
      setParams((current) => withChanges(current, changes), options),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => withoutFilters(current)),
    [setParams],
  );
  return {
    tab: tabOf(params),
    filters: filtersOf(params),
    provider: params.get('provider'),
    update,
    clearFilters,
  };
}
