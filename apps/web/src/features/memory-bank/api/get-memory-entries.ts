import type { MemoryEntryList } from '@aurum/shared/chat/memory-bank';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { memoryBankKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/memory-bank: the member's own memory entries, most recently changed first. */
function getMemoryEntries(signal?: AbortSignal) {
  return apiRequest<MemoryEntryList>('/api/memory-bank', { signal });
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
