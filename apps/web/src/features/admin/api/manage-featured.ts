import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import type { FeaturedListingInput } from '@aurum/shared/marketplace/marketplace-staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys, marketplaceKeys } from '../../../lib/query-keys';

/** GET /api/admin/featured: every listing, by priority. */
function getFeaturedListings(signal?: AbortSignal) {
  return callApi(adminRoutes.featured, { signal });
}

export function useFeaturedListings() {
  return useQuery({
    queryKey: adminKeys.featured(),
    queryFn: ({ signal }) => getFeaturedListings(signal),
  });
}

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
      ? callApi(adminRoutes.updateFeatured, { params: { id: v.id }, body: v.body })
      : callApi(adminRoutes.addFeatured, { body: v.body }),
  );

/** DELETE /api/admin/featured/:id. */
export const useDeleteFeatured = () =>
  useFeaturedChange((id: string) => callApi(adminRoutes.removeFeatured, { params: { id } }));
