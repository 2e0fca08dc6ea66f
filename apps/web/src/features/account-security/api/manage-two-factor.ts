import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { securityKeys } from '../../../lib/query-keys';

/** GET /auth/v1/factors: the member's authenticator app and recovery codes left (ADR 052). */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: securityKeys.factors(),
    queryFn: () => callApi(accountRoutes.factors),
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery());
}

/** The member's factor changes; each refreshes the status. The server asks for re-auth first. */
export function useTwoFactorActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.factors() });
  return {
    start: useMutation({
      mutationFn: () => callApi(accountRoutes.startTotp, { body: {} }),
    }),
    confirm: useMutation({
      mutationFn: (code: string) => callApi(accountRoutes.confirmTotp, { body: { code } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => callApi(accountRoutes.removeTotp),
      onSuccess: refresh,
    }),
    regenerate: useMutation({
      mutationFn: () => callApi(accountRoutes.regenerateRecoveryCodes, { body: {} }),
      onSuccess: refresh,
    }),
  };
}
