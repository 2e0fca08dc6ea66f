import * as staffRequestRoutes from '@aurum/shared/admin/admin-requests-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/requests/:id: the request, its member, assignments and whole timeline. */
function getAdminRequest(id: string, signal?: AbortSignal) {
  return callApi(staffRequestRoutes.get, { params: { id }, signal });
}

const adminRequestQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.request(id),
    queryFn: ({ signal }) => getAdminRequest(id, signal),
    // Staff come back to a request other staff may have moved on: read it again (the app's
    // default is off).
    refetchOnWindowFocus: true,
  });

export function useAdminRequest(id: string | null) {
  return useQuery({ ...adminRequestQuery(id ?? ''), enabled: Boolean(id) });
}
