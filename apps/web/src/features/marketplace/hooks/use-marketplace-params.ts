import { useCallback, useLayoutEffect, useRef } from 'react';
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
 *
 * Every change applies to the newest address, also when it comes from a callback created before
 * the last change landed (a search box and the location box settling one after the other):
 * react-router hands a functional update the parameters of the render that made the callback,
 * which would drop the other change.
 */
export function useMarketplaceParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const write = useCallback(
    (next: URLSearchParams, options?: { replace?: boolean }) => {
      // A second change before the next render builds on this one.
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  const update = useCallback(
    (changes: MarketplaceChanges, options: { replace?: boolean } = {}) =>
      write(withChanges(latest.current, changes), options),
    [write],
  );
  const clearFilters = useCallback(() => write(withoutFilters(latest.current)), [write]);
  return {
    tab: tabOf(params),
    filters: filtersOf(params),
    provider: params.get('provider'),
    update,
    clearFilters,
  };
}
