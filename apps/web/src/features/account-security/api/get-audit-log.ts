import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { AUDIT_PAGE_SIZE } from '@aurum/shared/auth/sessions-contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { auditLogKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /auth/v1/audit?page=&per_page=: one page of the member's own security events. */
function getAuditLogPage(page: number, signal?: AbortSignal) {
  return callApi(accountRoutes.audit, {
    query: { page, per_page: AUDIT_PAGE_SIZE },
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
