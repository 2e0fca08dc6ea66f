import type {
  AdminCategory,
  CategoryInput,
  CategoryPatch,
} from '@aurum/shared/admin/categories-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/categories: all of them, active or not, by name. */
function getAdminCategories(signal?: AbortSignal) {
  return apiRequest<AdminCategory[]>('/api/admin/categories', { signal });
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
    mutationFn: (v: { id?: string; body: CategoryInput | CategoryPatch }) =>
      v.id
        ? apiRequest<AdminCategory>(`/api/admin/categories/${encodeURIComponent(v.id)}`, {
            method: 'PATCH',
            body: v.body,
          })
        : apiRequest<AdminCategory>('/api/admin/categories', { method: 'POST', body: v.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
  });
}
