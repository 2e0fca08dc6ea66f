import { JOURNAL_PAGE_DEFAULT } from '@aurum/shared/journal/journal-rules';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as journalRoutes from '@aurum/shared/journal/journal-routes';
import { FIRST_DATA_FRESH_MS, journalKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/journal/entries?limit=&cursor=: one page of the member's entries, newest first. */
function getJournalPage(cursor: string | null, signal?: AbortSignal) {
  return callApi(journalRoutes.list, {
    query: { limit: JOURNAL_PAGE_DEFAULT, cursor: cursor ?? undefined },
    signal,
  });
}

export const journalEntriesQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: journalKeys.entries(userId),
    queryFn: ({ pageParam, signal }) => getJournalPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: FIRST_DATA_FRESH_MS,
  });

/** The Entries tab: the member's entries a page at a time ("Load more"). */
export function useJournalEntries() {
  const { user } = useAuth();
  return useInfiniteQuery({ ...journalEntriesQuery(user?.id ?? ''), enabled: Boolean(user) });
}
