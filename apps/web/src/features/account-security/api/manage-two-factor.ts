import type {
  RecoveryCodesAnswer,
  TotpEnrolment,
  TwoFactorStatus,
} from '@aurum/shared/auth/two-factor-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { securityKeys } from '../../../lib/query-keys';

/** GET /auth/v1/factors: the member's authenticator app and recovery codes left (ADR 052). */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: securityKeys.factors(),
    queryFn: () => apiRequest<TwoFactorStatus>('/auth/v1/factors'),
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
      mutationFn: () =>
        apiRequest<TotpEnrolment>('/auth/v1/factors/totp', { method: 'POST', body: {} }),
    }),
    confirm: useMutation({
      mutationFn: (code: string) =>
        apiRequest<RecoveryCodesAnswer>('/auth/v1/factors/totp/verify', {
          method: 'POST',
          body: { code },
        }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => apiRequest<void>('/auth/v1/factors/totp', { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    regenerate: useMutation({
      mutationFn: () =>
        apiRequest<RecoveryCodesAnswer>('/auth/v1/factors/recovery-codes', {
          method: 'POST',
          body: {},
        }),
      onSuccess: refresh,
    }),
  };
}
