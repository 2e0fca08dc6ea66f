import type { AdminMember } from '@aurum/shared/admin/members-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/members?q=: members newest first, with their requests this month. */
function getAdminMembers(q: string, signal?: AbortSignal) {
  return apiRequest<AdminMember[]>('/api/admin/members', {
    query: { q: q.trim() || undefined },
    signal,
  });
}

export function useAdminMembers(q: string) {
  return useQuery({
    queryKey: adminKeys.members(q),
    queryFn: ({ signal }) => getAdminMembers(q, signal),
    placeholderData: keepPreviousData,
  });
}
