import type { RequestQueueFilters } from '@aurum/shared/admin/requests-contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';
import { useRequestQueue } from '../api/get-request-queue';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { NO_FILTERS, QueueFilters } from './queue-filters';
import { RequestDetailPanel } from './request-detail-panel';
import { RequestQueue } from './request-queue';

/** Requests: the filtered queue, and the request of ?request=<id> beside it (or alone on phones). */
export function RequestsSection() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('request');
  const [filters, setFilters] = useState<RequestQueueFilters>(NO_FILTERS);
  const q = useDebouncedValue(filters.q);
  const queue = useRequestQueue({ ...filters, q });
  const requests = useMemo(
    () => queue.data?.pages.flatMap((page) => page.items) ?? [],
    [queue.data],
  );

  const open = (id: string) => setParams({ request: id });
  const close = () => setParams({});

  return (
    <div>
      <div className={cn(selectedId && 'hidden lg:block')}>
        <QueueFilters filters={filters} onChange={setFilters} />
      </div>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <section aria-label="Queue" className={cn('min-w-0', selectedId && 'hidden lg:block')}>
          <RequestQueue
            requests={requests}
            selectedId={selectedId}
            onOpen={open}
            loading={queue.isPending}
            failed={queue.isError}
            hasMore={queue.hasNextPage}
            loadingMore={queue.isFetchingNextPage}
            onLoadMore={() => void queue.fetchNextPage()}
          />
        </section>
        {selectedId ? (
          <RequestDetailPanel key={selectedId} id={selectedId} onClose={close} />
        ) : (
          <p className="hidden rounded-2xl border border-dashed border-ink-600 p-10 text-center text-zinc-400 lg:block">
            Choose a request to see its details, assign a provider or leave a note.
          </p>
        )}
      </div>
    </div>
  );
}
