import {
  MARKETPLACE_MESSAGES,
  providersFoundText,
} from '@aurum/shared/marketplace/marketplace-rules';
import { categoryHeading, pluralNoun } from '@aurum/shared/format/words';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useMarketplaceCategories } from '../api/get-marketplace-categories';
import { useMarketplaceProviders } from '../api/get-marketplace-providers';
import { useDraftText } from '../hooks/use-draft-value';
import { useFailureToast } from '../hooks/use-failure-toast';
import type { MarketplaceChanges } from '../hooks/use-marketplace-params';
import { hasFilters, type BrowseFilters } from '../utils/browse-params';
import { CategoryGrid } from './category-grid';
import { FilterPanel } from './filter-panel';
import { ProviderGrid } from './provider-grid';

export interface BrowseTabProps {
  filters: BrowseFilters;
  onChange: (changes: MarketplaceChanges, options?: { replace?: boolean }) => void;
  onClear: () => void;
  onOpen: (id: string) => void;
}

/** Search, filters, category cards and the matching providers, a page at a time. */
export function BrowseTab({ filters, onChange, onClear, onOpen }: BrowseTabProps) {
  const searchId = useId();
  const panelId = useId();
  const [showFilters, setShowFilters] = useState(() => hasFilters(filters));
  const [search, setSearch] = useDraftText(filters.q, (text) =>
    onChange({ q: text }, { replace: true }),
  );
  const categories = useMarketplaceCategories();
  const providers = useMarketplaceProviders(filters);
  useFailureToast(categories.isError, MARKETPLACE_MESSAGES.categoriesFailed, categories.refetch);
  useFailureToast(providers.isError, MARKETPLACE_MESSAGES.providersFailed, providers.refetch);

  const searching = filters.q.trim() !== '';
  const items = providers.data?.pages.flatMap((page) => page.items);
  const firstPage = providers.data?.pages[0];
  const total = firstPage?.total ?? 0;
  const filterCount = [
    filters.category,
    filters.location,
    filters.price,
    filters.rating,
    filters.availability,
  ].filter(Boolean).length;

  return (
    <div className="space-y-6">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search services or providers
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gold-400"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            placeholder="Search services or providers"
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button
          variant="outline"
          className="px-3 sm:px-5"
          aria-expanded={showFilters}
          aria-controls={panelId}
          onClick={() => setShowFilters((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Filters</span>
          {filterCount > 0 && (
            <Badge className="ml-0.5 px-1.5">
              {filterCount}
              <span className="sr-only"> active</span>
            </Badge>
          )}
        </Button>
      </div>
      {showFilters && (
        <FilterPanel
          id={panelId}
          filters={filters}
          categories={categories.data ?? []}
          onChange={onChange}
          onClear={onClear}
        />
      )}
      {/* A search shows its results at once: the category cards step aside while it is typed. */}
      {!searching && (
        <section aria-labelledby={`${searchId}-categories`}>
          <h2
            id={`${searchId}-categories`}
            className="mb-3 text-sm font-semibold tracking-[0.15em] text-zinc-400 uppercase"
          >
            Categories
          </h2>
          <CategoryGrid
            categories={categories.data}
            loading={categories.isPending}
            selected={filters.category}
            onSelect={(category) => onChange({ category })}
          />
        </section>
      )}
      <section aria-labelledby={`${searchId}-results`}>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id={`${searchId}-results`}
            className="font-display text-2xl font-semibold text-zinc-50"
          >
            {filters.category ? categoryHeading(filters.category) : 'All Services'}
          </h2>
          {providers.isSuccess && (
            <p role="status" className="text-sm text-zinc-400">
              {firstPage ? providersFoundText(firstPage) : 0}{' '}
              {pluralNoun(firstPage?.total_capped ? 2 : total, 'provider')} found
            </p>
          )}
        </div>
        <ProviderGrid
          providers={items}
          loading={providers.isPending}
          failed={providers.isError}
          onRetry={() => void providers.refetch()}
          onOpen={onOpen}
        />
        {providers.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              disabled={providers.isFetchingNextPage}
              onClick={() => void providers.fetchNextPage()}
            >
              {providers.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
