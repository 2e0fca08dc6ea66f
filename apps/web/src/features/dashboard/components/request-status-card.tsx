import {
  RECENT_REQUESTS_LIMIT,
  type RecentServiceRequest,
} from '@aurum/shared/requests/confirmation-status';
import { displayedRequestStatus } from '@aurum/shared/requests/request-status';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { ChevronRight, ClipboardList } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { DisplayedStatusBadge } from '../../../components/displayed-status-badge';
import { Card } from '../../../components/ui/card';
import { formatDate } from '@aurum/shared/format/dates';
import { useRecentServiceRequests } from '../api/get-recent-service-requests';

/** The status the member sees everywhere (spec 02 section 4), as /request-status shows it. */
const shownStatus = (request: RecentServiceRequest) =>
  displayedRequestStatus({
    status: request.status ?? 'pending',
    confirmation_status: request.confirmation_status,
    latest_update_status: request.latest_update_status,
  });

function RequestRow({ request }: { request: RecentServiceRequest }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3.5 first:pt-0 last:pb-0">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-zinc-100">{serviceTypeLabel(request.service_type)}</p>
        <p className="line-clamp-2 text-sm text-zinc-300">{request.description}</p>
        <p className="text-xs text-zinc-400">
          Requested <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
        </p>
      </div>
      <DisplayedStatusBadge status={shownStatus(request)} />
    </li>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 py-4 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
        <ClipboardList aria-hidden="true" className="size-5" />
      </span>
      <p className="font-semibold text-zinc-100">No requests yet</p>
      <p className="max-w-xs text-sm text-zinc-400">
        Book a service or ask your concierge, and you can follow every request here.
      </p>
      <Link
        to="/service-request"
        className="mt-1 rounded-md text-sm font-semibold text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline"
      >
        Make a request
      </Link>
    </div>
  );
}

function LoadingRows() {
  return (
    <ul aria-hidden="true" className="space-y-4">
      {[0, 1].map((row) => (
        <li key={row} className="space-y-2">
          <div className="h-4 w-1/3 animate-pulse rounded bg-ink-600" />
          <div className="h-3 w-2/3 animate-pulse rounded bg-ink-700" />
        </li>
      ))}
    </ul>
  );
}

/** The member's most recent requests; the empty state also stands in when they fail to load. */
export function RequestStatusCard() {
  const { data, error, isPending } = useRecentServiceRequests();

  useEffect(() => {
    // Spec 01 section 8: a failed load is only logged; the card shows its empty state.
    if (error) console.error('Could not load recent service requests', error);
  }, [error]);

  const requests = error ? [] : (data ?? []).slice(0, RECENT_REQUESTS_LIMIT);
  return (
    <Card className="p-5 sm:p-6" aria-busy={isPending && !error}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold text-gold-300">Request Status</h2>
        {requests.length === RECENT_REQUESTS_LIMIT && (
          <Link
            to="/request-status"
            className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-gold-400 hover:text-gold-300"
          >
            View All
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {isPending && !error ? (
        <LoadingRows />
      ) : requests.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="divide-y divide-gold-500/10">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </Card>
  );
}
