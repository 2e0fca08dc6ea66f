import type { StaffSessionsEnded } from '@aurum/shared/auth/sessions-contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/admin/members/:id/sessions: the member is signed out on every device (ASVS 7.4.5). */
function endMemberSessions(memberId: string) {
  return apiRequest<StaffSessionsEnded>(
    `/api/admin/members/${encodeURIComponent(memberId)}/sessions`,
    { method: 'DELETE' },
  );
}

export function useEndMemberSessions() {
  return useMutation({ mutationFn: endMemberSessions });
}
