import type { MemberSession } from '@aurum/shared/auth/sessions-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signedInDeviceKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /auth/v1/sessions: the member's signed-in devices, this one first. */
function getSessions(signal?: AbortSignal) {
  return apiRequest<MemberSession[]>('/auth/v1/sessions', { signal });
}

export function useSessions() {
  const { user } = useAuth();
  return useQuery({
    queryKey: signedInDeviceKeys.list(user?.id ?? ''),
    queryFn: ({ signal }) => getSessions(signal),
    enabled: Boolean(user),
  });
}
