import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import type { CategoryInput } from '@aurum/shared/admin/categories-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/categories: all of them, active or not, by name. */
function getAdminCategories(signal?: AbortSignal) {
  return callApi(adminRoutes.categories, { signal });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: adminKeys.categories(),
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
}

/** POST /api/admin/categories, or PATCH /api/admin/categories/:id when an id is given. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: string; body: CategoryInput }) =>
      v.id
        ? callApi(adminRoutes.updateCategory, { params: { id: v.id }, body: v.body })
        : callApi(adminRoutes.addCategory, { body: v.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
  });
}
