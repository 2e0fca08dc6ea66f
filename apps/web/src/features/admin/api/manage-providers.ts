import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import type {
  AdminProvider,
  ProviderAccountInput,
  ProviderInput,
} from '@aurum/shared/admin/providers-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

export interface ProviderFilters {
  q?: string;
  service_type?: string;
  /** 'true' or 'false'; '' or undefined for all. */
  active?: string;
}

/** GET /api/admin/providers. */
function getAdminProviders(filters: ProviderFilters, signal?: AbortSignal) {
  return callApi(adminRoutes.providers, {
    query: {
      q: filters.q?.trim() || undefined,
      service_type: filters.service_type || undefined,
      active: filters.active || undefined,
    },
    signal,
  });
}

/** The providers staff see; idle while `enabled` is false (e.g. until "Show all providers"). */
export function useAdminProviders(filters: ProviderFilters, enabled = true) {
  return useQuery({
    queryKey: adminKeys.providers(filters),
    queryFn: ({ signal }) => getAdminProviders(filters, signal),
    enabled,
  });
}

/** Runs a provider change, then refreshes every provider list (and requests naming them). */
function useProviderChange<V>(send: (variables: V) => Promise<AdminProvider>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.providerLists() }),
  });
}

/** POST /api/admin/providers, or PATCH /api/admin/providers/:id when an id is given. */
export const useSaveProvider = () =>
  useProviderChange((v: { id?: string; body: ProviderInput }) =>
    v.id
      ? callApi(adminRoutes.updateProvider, { params: { id: v.id }, body: v.body })
      : callApi(adminRoutes.addProvider, { body: v.body }),
  );

/** POST /api/admin/providers/:id/activate or /deactivate. */
export const useSetProviderActive = () =>
  useProviderChange((v: { id: string; active: boolean }) =>
    callApi(v.active ? adminRoutes.activateProvider : adminRoutes.deactivateProvider, {
      params: { id: v.id },
    }),
  );

/** POST /api/admin/providers/:id/account: the provider's own sign-in. */
export const useCreateProviderAccount = () =>
  useProviderChange((v: { id: string; body: ProviderAccountInput }) =>
    callApi(adminRoutes.createProviderAccount, { params: { id: v.id }, body: v.body }),
  );
