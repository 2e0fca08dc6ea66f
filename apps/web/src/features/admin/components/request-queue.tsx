import type { AdminServiceRequest } from '@aurum/shared/admin/requests-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { ChevronRight, MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '@aurum/shared/format/dates';
import { RequestStateBadge } from './admin-badges';

export interface RequestQueueProps {
  requests: AdminServiceRequest[];
  selectedId: string | null;
  onOpen: (id: string) => void;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The queue, newest first: one row per request with its member and status. */
export function RequestQueue(props: RequestQueueProps) {
  if (props.loading) {
    return (
      <p role="status" className="py-10 text-center text-zinc-400">
        Loading requests...
      </p>
    );
  }
  if (props.failed) {
    return <p className="py-10 text-center text-red-300">The requests could not be loaded.</p>;
  }
  if (props.requests.length === 0) {
    return <p className="py-10 text-center text-zinc-400">No requests match these filters.</p>;
  }
  return (
    <div>
      <ul aria-label="Request queue" className="space-y-2">
        {props.requests.map((request) => {
          const selected = request.id === props.selectedId;
          return (
            <li key={request.id}>
              <button
                type="button"
                onClick={() => props.onOpen(request.id)}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'group flex w-full cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-left transition-colors',
                  selected
                    ? 'border-gold-400/70 bg-gold-500/10'
                    : 'border-ink-600 bg-ink-800/60 hover:border-gold-500/40',
                )}
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-zinc-50">
                      {serviceTypeLabel(request.service_type)}
                    </span>
                    <RequestStateBadge request={request} />
                  </div>
                  <p className="mt-1 truncate text-sm text-zinc-300">
                    {request.member.name}{' '}
                    <span className="text-zinc-500">· {request.member.email}</span>
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-zinc-400">{request.description}</p>
                  <p className="mt-1.5 flex flex-wrap items-center gap-x-3 text-xs text-zinc-500">
                    <span>{formatDateTime(request.created_at)}</span>
                    {request.location && (
                      <span className="inline-flex items-center gap-1">
                        <MapPin aria-hidden="true" className="size-3" />
                        {request.location}
                      </span>
                    )}
                    {request.provider && <span>Provider: {request.provider.name}</span>}
                  </p>
                </div>
                <ChevronRight
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-zinc-500 group-hover:text-gold-300"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {props.hasMore && (
        <div className="mt-4 text-center">
          <Button
            variant="outline"
            size="sm"
            onClick={props.onLoadMore}
            disabled={props.loadingMore}
          >
            {props.loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
