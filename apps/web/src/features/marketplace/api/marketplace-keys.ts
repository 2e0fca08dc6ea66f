import type { BrowseFilters } from '../utils/browse-params';

/** Every marketplace query starts with 'marketplace', so one invalidation refreshes them all. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  stats: () => ['marketplace', 'stats'] as const,
  categories: () => ['marketplace', 'categories'] as const,
  browse: (filters: BrowseFilters) => ['marketplace', 'providers', filters] as const,
  featured: () => ['marketplace', 'featured'] as const,
  emergency: () => ['marketplace', 'emergency'] as const,
  provider: (id: string) => ['marketplace', 'provider', id] as const,
  slots: (id: string, date: string) => ['marketplace', 'provider', id, 'slots', date] as const,
};
