import { AUDIT_PAGE_SIZE, type AuditLogPage } from '@aurum/shared/auth/sessions-contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditLogKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /auth/v1/audit?page=&per_page=: one page of the member's own security events. */
function getAuditLogPage(page: number, signal?: AbortSignal) {
  return apiRequest<AuditLogPage>('/auth/v1/audit', {
    query: { page: String(page), per_page: String(AUDIT_PAGE_SIZE) },
    signal,
  });
}

/** The member's audit log, newest first, a page at a time ("Load more"). */
export function useAuditLog() {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: auditLogKeys.pages(user?.id ?? ''),
    queryFn: ({ pageParam, signal }) => getAuditLogPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.per_page < last.total ? last.page + 1 : undefined,
    enabled: Boolean(user),
  });
}
