import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as memoryBankRoutes from '@aurum/shared/chat/memory-bank-routes';
import { memoryBankKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/memory-bank: the member's own memory entries, most recently changed first. */
function getMemoryEntries(signal?: AbortSignal) {
  return callApi(memoryBankRoutes.list, { signal });
}

export function useMemoryEntries() {
  const { user } = useAuth();
  return useQuery({
    queryKey: memoryBankKeys.entries(user?.id ?? ''),
    queryFn: ({ signal }) => getMemoryEntries(signal),
    select: (data) => data.entries,
    enabled: Boolean(user),
  });
}
