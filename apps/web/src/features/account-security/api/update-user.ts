import type {
  EmailChangeRequestedAnswer,
  PasswordChangedAnswer,
} from '@aurum/shared/auth/account-contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /auth/v1/user (ADR 051): a new password, or a new address that changes once its link is
 * followed. Both need a recent re-authentication (403 AUTH_REAUTH_REQUIRED otherwise): run them
 * through useReauthenticated.
 */
function changePassword(password: string) {
  return apiRequest<PasswordChangedAnswer>('/auth/v1/user', {
    method: 'PUT',
    body: { password },
  });
}

function requestEmailChange(email: string) {
  return apiRequest<EmailChangeRequestedAnswer>('/auth/v1/user', {
    method: 'PUT',
    body: { email },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
