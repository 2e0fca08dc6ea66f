import * as staffRequestRoutes from '@aurum/shared/admin/admin-requests-routes';
import type {
  AdminNotesInput,
  AdminServiceRequestDetail,
  AssignProviderBody,
  StaffStatus,
} from '@aurum/shared/admin/requests-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/admin/requests/:id/assign with spec 02's assign-provider-manually body. */
function assignProvider(id: string, body: AssignProviderBody) {
  return callApi(staffRequestRoutes.assign, { params: { id }, body });
}

/** PUT /api/admin/requests/:id/notes. */
function saveAdminNotes(id: string, body: AdminNotesInput) {
  return callApi(staffRequestRoutes.saveNotes, { params: { id }, body });
}

/** POST /api/admin/requests/:id/status. */
function changeRequestStatus(id: string, status: StaffStatus, reason = '') {
  return callApi(staffRequestRoutes.changeStatus, {
    params: { id },
    body: reason ? { status, reason } : { status },
  });
}

/**
 * Puts the answered request in the cache and refreshes the queue. A refused change (e.g. 409: the
 * request was completed in another tab or by another staff member) reloads the request, so its
 * actions follow what it is now instead of what this page last read.
 */
function useRequestChange<V extends { id: string }>(
  send: (variables: V) => Promise<AdminServiceRequestDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.request(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: adminKeys.requests() });
    },
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: adminKeys.request(id) }),
  });
}

export const useAssignProvider = () =>
  useRequestChange((v: { id: string; body: AssignProviderBody }) => assignProvider(v.id, v.body));

export const useSaveAdminNotes = () =>
  useRequestChange((v: { id: string; body: AdminNotesInput }) => saveAdminNotes(v.id, v.body));

export const useChangeRequestStatus = () =>
  useRequestChange((v: { id: string; status: StaffStatus; reason?: string }) =>
    changeRequestStatus(v.id, v.status, v.reason),
  );
