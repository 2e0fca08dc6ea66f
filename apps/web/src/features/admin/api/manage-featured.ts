import type {
  FeaturedListing,
  FeaturedListingInput,
} from '@aurum/shared/marketplace/marketplace-staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/admin/featured: every listing, by priority. */
function getFeaturedListings(signal?: AbortSignal) {
  return apiRequest<FeaturedListing[]>('/api/admin/featured', { signal });
}

export function useFeaturedListings() {
  return useQuery({
    queryKey: adminKeys.featured(),
    queryFn: ({ signal }) => getFeaturedListings(signal),
  });
}

const featuredPath = (id: string) => `/api/admin/featured/${encodeURIComponent(id)}`;

/** Refreshes the staff list and the members' Featured tab after a change. */
function useFeaturedChange<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.featured() }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
      ]),
  });
}

/** POST /api/admin/featured, or PATCH /api/admin/featured/:id when an id is given. */
export const useSaveFeatured = () =>
  useFeaturedChange((v: { id?: string; body: FeaturedListingInput }) =>
    v.id
      ? apiRequest<FeaturedListing>(featuredPath(v.id), { method: 'PATCH', body: v.body })
      : apiRequest<FeaturedListing>('/api/admin/featured', { method: 'POST', body: v.body }),
  );

/** DELETE /api/admin/featured/:id. */
export const useDeleteFeatured = () =>
  useFeaturedChange((id: string) => apiRequest<void>(featuredPath(id), { method: 'DELETE' }));
