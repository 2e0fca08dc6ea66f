import type { RequestQueueFilters } from '@aurum/shared/admin/admin-requests';

/** Every query of the staff console starts with 'admin', so one invalidation refreshes them all. */
export const adminKeys = {
  all: ['admin'] as const,
  requests: () => ['admin', 'requests'] as const,
  queue: (filters: RequestQueueFilters) => ['admin', 'requests', 'queue', filters] as const,
  request: (id: string) => ['admin', 'requests', 'detail', id] as const,
  providers: (filters: object = {}) => ['admin', 'providers', filters] as const,
  categories: () => ['admin', 'categories'] as const,
  members: (q: string) => ['admin', 'members', q] as const,
  outbox: (status: string) => ['admin', 'outbox', status] as const,
};
