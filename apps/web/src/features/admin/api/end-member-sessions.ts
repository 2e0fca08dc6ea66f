import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/** DELETE /api/admin/members/:id/sessions: the member is signed out on every device (ASVS 7.4.5). */
function endMemberSessions(memberId: string) {
  return callApi(adminRoutes.endMemberSessions, { params: { id: memberId } });
}

export function useEndMemberSessions() {
  return useMutation({ mutationFn: endMemberSessions });
}
