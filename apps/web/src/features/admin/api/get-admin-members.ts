import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/members?q=: members newest first, with their requests this month. */
function getAdminMembers(q: string, signal?: AbortSignal) {
  return callApi(adminRoutes.members, {
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
