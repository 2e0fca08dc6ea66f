import type { RequestFilter } from '@aurum/shared/requests/request-status';
import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { History } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { OFF_SCREEN_SKIPPED } from '../../../lib/off-screen';
import { requestFilterOf, useRequestStatusPages } from '../api/get-request-status-pages';
import { emptyFilterText } from '../utils/request-display';
import { REQUEST_MESSAGES } from '../utils/request-messages';
import { EmptyRequests, LoadError, RequestListSkeleton } from './request-list-states';
import { RequestsPageLayout } from './requests-page-layout';
import { StatusFilterButtons } from './status-filter-buttons';
import { StatusRequestCard } from './status-request-card';

const historyLink = (
  <Link
    to="/service-history"
    className="mt-2 inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-semibold text-gold-400 hover:text-gold-300 sm:mt-1"
  >
    <History aria-hidden="true" className="size-5 sm:size-4" />
    <span className="sr-only sm:not-sr-only">Service History</span>
  </Link>
);

/**
 * /request-status: the member's requests by displayed status (spec 02 section 2), a page at a
 * time (keyset paging, filtered on the server), each with its newest timeline entries.
 */
export function RequestStatusPage() {
  const [params, setParams] = useSearchParams();
  const filter = requestFilterOf(params);
  const requests = useRequestStatusPages(filter);
  const shown = requests.data?.pages.flatMap((page) => page.items) ?? [];

  const choose = (next: RequestFilter) =>
    setParams(next === 'all' ? {} : { filter: next }, { replace: true });

  let body;
  if (requests.isError) {
    body = (
      <LoadError message={REQUEST_MESSAGES.loadFailed} onRetry={() => void requests.refetch()} />
    );
  } else if (!requests.data) {
    body = <RequestListSkeleton />;
  } else if (shown.length === 0) {
    body = (
      <EmptyRequests
        title={emptyFilterText(filter)}
        action={
          <Button asChild>
            <Link to="/service-request">Make a Request</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-5 lg:grid-cols-2">
          {shown.map((request) => (
            <li key={request.id} className={cn('h-full', OFF_SCREEN_SKIPPED)}>
              <StatusRequestCard request={request} />
            </li>
          ))}
        </ul>
        {requests.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              disabled={requests.isFetchingNextPage}
              onClick={() => void requests.fetchNextPage()}
            >
              {requests.isFetchingNextPage ? 'Loading...' : 'Show More Requests'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <RequestsPageLayout
      title={MEMBER_ROUTES['/request-status']}
      intro="Follow every request as providers answer."
      action={historyLink}
    >
      <StatusFilterButtons value={filter} onChange={choose} />
      <div className="mt-5" aria-busy={requests.isPending}>
        {body}
      </div>
    </RequestsPageLayout>
  );
}
