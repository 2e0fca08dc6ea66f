import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/v1/logout?scope=others: every other device signed out, this one stays (ASVS 7.4.3). */
function signOutOthers() {
  return apiRequest<void>('/auth/v1/logout', { method: 'POST', query: { scope: 'others' } });
}

export function useSignOutOthers() {
  return useMutation({ mutationFn: signOutOthers });
}
