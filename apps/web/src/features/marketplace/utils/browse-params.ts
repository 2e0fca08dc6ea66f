import {
  BROWSE_TEXT_MAX,
  isAvailabilityFilter,
  isPriceRange,
  isRatingStep,
  type AvailabilityFilter,
  type PriceRange,
} from '@aurum/shared/marketplace/marketplace-rules';

export const MARKETPLACE_TABS = {
  browse: 'Browse Services',
  featured: 'Featured Providers',
  emergency: 'Emergency Services',
} as const;
export type MarketplaceTab = keyof typeof MARKETPLACE_TABS;

/** The filter set of spec 02 section 3, as the address holds it. */
export interface BrowseFilters {
  q: string;
  category: string;
  location: string;
  price: PriceRange | '';
  rating: number;
  availability: AvailabilityFilter | '';
}

export const NO_FILTERS: BrowseFilters = {
  q: '',
  category: '',
  location: '',
  price: '',
  rating: 0,
  availability: '',
};

const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof BrowseFilters)[];

const text = (max: number) => (raw: string) => {
  const value = raw.trim();
  return value.length <= max ? value : undefined;
};

/**
 * Each address parameter read by the rules the API's browse schema checks it with (the shared
 * marketplace rules: lengths, price and availability values, rating steps), without loading zod.
 */
const readers: { [K in keyof BrowseFilters]: (raw: string) => BrowseFilters[K] | undefined } = {
  q: text(BROWSE_TEXT_MAX.q),
  category: text(BROWSE_TEXT_MAX.category),
  location: text(BROWSE_TEXT_MAX.location),
  price: (raw) => (raw === '' || isPriceRange(raw) ? raw : undefined),
  rating: (raw) => {
    const rating = Number(raw);
    return isRatingStep(rating) ? rating : undefined;
  },
  availability: (raw) => (raw === '' || isAvailabilityFilter(raw) ? raw : undefined),
};

/** One address parameter; a bad value counts as no filter. */
function read<K extends keyof BrowseFilters>(params: URLSearchParams, key: K): BrowseFilters[K] {
  const raw = params.get(key);
  if (raw === null) return NO_FILTERS[key];
  return readers[key](raw) ?? NO_FILTERS[key];
}

/** The filters of /marketplace?q=&category=&location=&price=&rating=&availability=. */
export function filtersOf(params: URLSearchParams): BrowseFilters {
  return {
    q: read(params, 'q'),
    category: read(params, 'category'),
    location: read(params, 'location'),
    price: read(params, 'price'),
    rating: read(params, 'rating'),
    availability: read(params, 'availability'),
  };
}

export function tabOf(params: URLSearchParams): MarketplaceTab {
  const tab = params.get('tab') ?? '';
  return tab in MARKETPLACE_TABS ? (tab as MarketplaceTab) : 'browse';
}

/** Whether the address shows the browse list (not another tab, not a provider's details). */
export const showsBrowseList = (params: URLSearchParams) =>
  !params.has('provider') && tabOf(params) === 'browse';

export function hasFilters(filters: BrowseFilters): boolean {
  return FILTER_KEYS.some((key) => key !== 'q' && filters[key] !== NO_FILTERS[key]);
}

/**
 * The address after a change: set values are written, defaults ('' and rating 0, tab browse)
 * are left out so the plain /marketplace stays plain. Other parameters are kept.
 */
export function withChanges(
  params: URLSearchParams,
  changes: Partial<BrowseFilters> & { tab?: MarketplaceTab; provider?: string | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const isDefault =
      value === null ||
      value === '' ||
      (key === 'rating' && value === 0) ||
      (key === 'tab' && value === 'browse');
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The address without any filter (the tab and search text stay). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const { q: _q, ...rest } = NO_FILTERS;
  return withChanges(params, rest);
}
